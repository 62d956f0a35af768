/** Whether a Redis answers: the bench's WORKERS=2 row and the multi-process test both fall back without one. */
import { Redis } from 'ioredis';

/** Whether Redis answers PING at this address (within about 2 s, trying once). */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
