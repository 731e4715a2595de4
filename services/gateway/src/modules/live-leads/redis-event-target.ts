import type { Redis } from 'ioredis';
import type { PubSubEventTarget } from 'graphql-yoga';

type Listener = EventListenerOrEventListenerObject;

/**
 * graphql-yoga's pub/sub over Redis PUBLISH/SUBSCRIBE, so an event published by any gateway
 * process reaches the subscriptions of every other. The wire format is
 * `@graphql-yoga/redis-event-target`'s (channel = topic, message = the JSON of the event's
 * detail), written here because that package declares ioredis 5 as its peer and this project
 * runs ioredis 6 (docs/admin.md, "Live leads").
 *
 * Channels are `${prefix}:${topic}`: gateways of one installation share them, another
 * installation on the same Redis does not hear them. The subscribe connection is in
 * subscriber mode and used for nothing else; ioredis subscribes again after a reconnect.
 */
export function createRedisEventTarget<T extends Record<string, [unknown]>>(opts: {
  publishClient: Redis;
  subscribeClient: Redis;
  prefix: string;
  onError: (err: Error) => void;
}): PubSubEventTarget<T> {
  const { publishClient, subscribeClient, prefix } = opts;
  const listeners = new Map<string, Set<Listener>>();
  const channelOf = (topic: string) => `${prefix}:${topic}`;

  subscribeClient.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(`${prefix}:`)) return;
    const topic = channel.slice(prefix.length + 1);
    const forTopic = listeners.get(topic);
    if (!forTopic) return;
    let detail: unknown;
    try {
      detail = message === '' ? null : JSON.parse(message);
    } catch (err) {
      opts.onError(err as Error);
      return;
    }
    const event = new CustomEvent(topic, { detail });
    for (const listener of forTopic) {
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
  });

  const target = {
    addEventListener(topic: string, listener: Listener | null) {
      if (!listener) return;
      let forTopic = listeners.get(topic);
      if (!forTopic) {
        forTopic = new Set();
        listeners.set(topic, forTopic);
        subscribeClient.subscribe(channelOf(topic)).catch(opts.onError);
      }
      forTopic.add(listener);
    },
    removeEventListener(topic: string, listener: Listener | null) {
      const forTopic = listeners.get(topic);
      if (!forTopic || !listener) return;
      forTopic.delete(listener);
      if (forTopic.size > 0) return;
      listeners.delete(topic);
      subscribeClient.unsubscribe(channelOf(topic)).catch(opts.onError);
    },
    dispatchEvent(event: CustomEvent) {
      publishClient.publish(channelOf(event.type), event.detail === undefined ? '' : JSON.stringify(event.detail)).catch(opts.onError);
      return true;
    },
  };
  return target as PubSubEventTarget<T>;
}
