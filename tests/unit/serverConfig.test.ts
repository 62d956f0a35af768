/** The settings of more than one process (issue 14): WORKERS, REDIS_URL and RATE_LIMIT_STORE as readConfig reads them. */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

const POSTGRES = 'postgres://shop@db.example/shop';

describe('WORKERS, REDIS_URL and RATE_LIMIT_STORE', () => {
  it('one process on the embedded database counts its limits in memory', () => {
    expect(readConfig({})).toMatchObject({ workers: 1, redisUrl: null, limitStore: 'memory' });
  });

  it('several processes count in the database, or in Redis when REDIS_URL is set', () => {
    expect(readConfig({ WORKERS: '4', DATABASE_URL: POSTGRES })).toMatchObject({ workers: 4, limitStore: 'database' });
    expect(readConfig({ WORKERS: '4', DATABASE_URL: POSTGRES, REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({
      limitStore: 'redis', redisUrl: 'redis://127.0.0.1:6379', redisKeyPrefix: 'shop:',
    });
    expect(readConfig({ DATABASE_URL: POSTGRES, RATE_LIMIT_STORE: 'database' }).limitStore).toBe('database');
  });

  it('WORKERS above 1 on the embedded database is refused, saying why', () => {
    expect(() => readConfig({ WORKERS: '2' })).toThrow(/^WORKERS=2 needs PostgreSQL \(DATABASE_URL\): the embedded database's files in DATA_DIR belong to one process/);
  });

  it('settings that cannot work are refused with their reason', () => {
    expect(() => readConfig({ WORKERS: '0', DATABASE_URL: POSTGRES })).toThrow(/^WORKERS must be a whole number from 1 to 64/);
    expect(() => readConfig({ WORKERS: 'two', DATABASE_URL: POSTGRES })).toThrow(/^WORKERS must be/);
    expect(() => readConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/^REDIS_URL must start with redis:\/\//);
    expect(() => readConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/^RATE_LIMIT_STORE=redis needs REDIS_URL/);
    expect(() => readConfig({ RATE_LIMIT_STORE: 'database' })).toThrow(/^RATE_LIMIT_STORE=database needs PostgreSQL/);
    expect(() => readConfig({ RATE_LIMIT_STORE: 'disk' })).toThrow(/^RATE_LIMIT_STORE must be memory, redis or database/);
    expect(() => readConfig({ WORKERS: '2', DATABASE_URL: POSTGRES, RATE_LIMIT_STORE: 'memory' })).toThrow(/each of the 2 processes/);
  });
});
