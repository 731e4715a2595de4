/** Gateway entry (production, `make start`): the built website from web/build. */
import { serveGateway } from './serve';

await serveGateway();
