import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { UNFINISHED_BYTES_PER_ADDRESS, uploadLimits, uploadRateLimit } from '@northrock/core/photo';
import { OPEN_UPLOADS_PER_ADDRESS } from './upload-connections';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const tusResumable = { name: 'Tus-Resumable', in: 'header' as const, required: true, schema: { type: 'string' as const, const: '1.0.0' } };
const enquiryId = {
  name: 'Enquiry-Id',
  in: 'header' as const,
  required: true,
  description: 'The client id of the enquiry the upload was created for; any other value answers 404.',
  schema: { type: 'string' as const, format: 'uuid' },
};
const uploadId = { name: 'id', in: 'path' as const, required: true, schema: { type: 'string' as const, format: 'uuid' } };
const offsetHeader = { 'Upload-Offset': { schema: { type: 'integer' as const } } };

/**
 * The resumable upload server is tus 1.0, not a zod route: its calls are written here by hand
 * and added to the OpenAPI document (docs/pipeline.md, "Resumable photo uploads").
 */
export const photoUploadPaths: ZodOpenApiPathsObject = {
  '/tus': {
    post: {
      operationId: 'postTus',
      tags: ['Contact'],
      summary: 'Create a resumable photo upload (tus 1.0 creation, creation-with-upload)',
      description:
        `\`Upload-Length\` at most ${uploadLimits.maxFileBytes} bytes (413); \`Upload-Metadata\` must hold \`enquiry\` (the enquiry's client id, a UUID), ` +
        `and may hold \`filename\` and \`filetype\`. At most ${uploadLimits.maxFiles} uploads per enquiry (422). Counts in the per-address upload budget ` +
        `(${uploadRateLimit.limit} per ${uploadRateLimit.windowSeconds / 60} minutes, shared with POST /upload). A body with ` +
        '`Content-Type: application/offset+octet-stream` sends the first bytes. The checksum extension is not offered (`Upload-Checksum`: 400). ' +
        `The declared lengths of an address's unfinished uploads may total ${UNFINISHED_BYTES_PER_ADDRESS / (1024 * 1024)} MB (429), everyone's ` +
        'UNFINISHED_UPLOADS_MAX_MB (503). An unfinished upload goes after an hour without bytes unless its enquiry was sent, and 24 hours after creation in any case.',
      parameters: [
        tusResumable,
        { name: 'Upload-Length', in: 'header', required: true, schema: { type: 'integer', minimum: 0, maximum: uploadLimits.maxFileBytes } },
        { name: 'Upload-Metadata', in: 'header', required: true, schema: { type: 'string' }, description: 'Comma-separated `key base64(value)` pairs' },
      ],
      responses: {
        '201': {
          description: 'Created',
          headers: {
            Location: { schema: { type: 'string' }, description: '/api/tus/<uuid>' },
            'Upload-Expires': { schema: { type: 'string' } },
            ...offsetHeader,
          },
        },
        '400': error('Missing or deferred length, malformed metadata, Upload-Checksum sent'),
        '413': error('Longer than the limit'),
        '415': error('Creation-with-upload completed it and it is not an image'),
        '422': error('No enquiry in the metadata, a bad file name, or the enquiry already has its photos'),
        '412': error('No Tus-Resumable: 1.0.0 header'),
        '429': error(`Too many uploads from this address (the budget, its unfinished bytes, or ${OPEN_UPLOADS_PER_ADDRESS} sending at once); see Retry-After`),
        '503': error('Unfinished uploads hold all they may: try again after Retry-After'),
      },
    },
    options: {
      operationId: 'optionsTus',
      tags: ['Contact'],
      summary: 'The tus version, extensions and maximum size',
      responses: { '204': { description: 'Tus-Version, Tus-Extension, Tus-Max-Size' } },
    },
  },
  '/tus/{id}': {
    head: {
      operationId: 'headTus',
      tags: ['Contact'],
      summary: 'Where to resume: the bytes the server has',
      parameters: [uploadId, tusResumable, enquiryId],
      responses: {
        '200': { description: 'Upload-Offset and Upload-Length', headers: { ...offsetHeader, 'Upload-Length': { schema: { type: 'integer' } } } },
        '404': error('Unknown, or another enquiry’s'),
        '410': error('Expired'),
      },
    },
    patch: {
      operationId: 'patchTus',
      tags: ['Contact'],
      summary: 'Send the next bytes from Upload-Offset; the last byte completes the photo',
      parameters: [uploadId, tusResumable, enquiryId, { name: 'Upload-Offset', in: 'header', required: true, schema: { type: 'integer', minimum: 0 } }],
      requestBody: { required: true, content: { 'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } } } },
      responses: {
        '204': { description: 'Taken; Upload-Offset is the new offset', headers: offsetHeader },
        '400': error('Upload-Checksum sent (no checksum extension)'),
        '404': error('Unknown, or another enquiry’s'),
        '409': error('Upload-Offset is not the offset the server has'),
        '410': error('Expired'),
        '413': error('More bytes than the declared length'),
        '415': error('Complete, and not an image: nothing is kept'),
        '422': error('Complete, and its pixel size is over the limit: nothing is kept'),
        '429': error(`${OPEN_UPLOADS_PER_ADDRESS} uploads of this address are sending already; see Retry-After`),
      },
    },
    delete: {
      operationId: 'deleteTus',
      tags: ['Contact'],
      summary: 'Remove the photo (tus termination), unless a lead already holds it',
      parameters: [uploadId, tusResumable, enquiryId],
      responses: {
        '204': { description: 'Removed' },
        '404': error('Unknown, or another enquiry’s'),
        '422': error('Already sent with the enquiry'),
      },
    },
  },
};
