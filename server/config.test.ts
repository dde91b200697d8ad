import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: 'localhost', DATA_DIR: './.data' });
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the environment and treats blank values as unset', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', SEED: 'false', DATABASE_URL: '' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', SEED: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('wants the webhook secret and both prices with a Stripe key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: obrigatório com STRIPE_SECRET_KEY[\s\S]*STRIPE_PRICE_FEIRA_PLUS/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_x' })).toThrow(
      /STRIPE_SECRET_KEY: deve começar com sk_test_/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_FEIRA: 'price_a',
      STRIPE_PRICE_FEIRA_PLUS: 'price_b',
    });
    expect(config.STRIPE_PRICE_FEIRA_PLUS).toBe('price_b');
  });

  it('FCM: a Firebase config without its keys or its service account is an error at boot, not Web Push', () => {
    const web = {
      projectId: 'feira-prod',
      apiKey: 'AIza-x',
      authDomain: 'feira-prod.firebaseapp.com',
      storageBucket: 'feira-prod.appspot.com',
      messagingSenderId: '1234',
      appId: '1:1234:web:abcd',
    };
    const account = JSON.stringify({
      project_id: 'feira-prod',
      client_email: 'push@feira-prod.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----\n',
    });
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ FIREBASE_CONFIG: JSON.stringify(web), FIREBASE_SERVICE_ACCOUNT: account })).toEqual([]);
    const { apiKey: _apiKey, appId: _appId, ...partial } = web;
    expect(problems({ FIREBASE_CONFIG: JSON.stringify(partial), FIREBASE_SERVICE_ACCOUNT: account })).toEqual(
      ['FIREBASE_CONFIG: apiKey: obrigatório', 'FIREBASE_CONFIG: appId: obrigatório'],
    );
    expect(
      problems({
        FIREBASE_CONFIG: JSON.stringify({ ...web, vapidKey: 'curta' }),
        FIREBASE_SERVICE_ACCOUNT: account,
      }),
    ).toEqual(['FIREBASE_CONFIG: vapidKey: deve ter 87 caracteres']);
    expect(problems({ FIREBASE_CONFIG: JSON.stringify(web) })).toEqual([
      'FIREBASE_SERVICE_ACCOUNT: obrigatório com FIREBASE_CONFIG',
    ]);
    expect(problems({ FIREBASE_SERVICE_ACCOUNT: account })).toEqual([
      'FIREBASE_CONFIG: obrigatório com FIREBASE_SERVICE_ACCOUNT',
    ]);
    expect(problems({ FIREBASE_CONFIG: '{projectId', FIREBASE_SERVICE_ACCOUNT: '{}' })).toEqual([
      'FIREBASE_CONFIG: não é um JSON válido',
      'FIREBASE_SERVICE_ACCOUNT: project_id: obrigatório',
      'FIREBASE_SERVICE_ACCOUNT: client_email: obrigatório',
      'FIREBASE_SERVICE_ACCOUNT: private_key: obrigatório',
    ]);
  });

  it('bounds the PostgreSQL timeouts', () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      DATABASE_STATEMENT_TIMEOUT_MS: 10_000,
      DATABASE_RECONNECT_MAX_MS: 5000,
    });
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '3000' }).DATABASE_STATEMENT_TIMEOUT_MS).toBe(3000);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0', DATABASE_RECONNECT_MAX_MS: 'x' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS: deve estar entre 100 e 60000[\s\S]*DATABASE_RECONNECT_MAX_MS: deve ser um número/,
    );
  });

  it('lists every problem at once, in Portuguese', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED: 'talvez', PUBLIC_ORIGIN: 'nao-e-url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT: deve ser um número/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: deve começar com postgres/);
    expect(problems.join('\n')).toMatch(/SEED: use true ou false/);
    expect((error as ConfigError).message).toMatch(/^Configuração inválida:/);
  });

  it('reads the shutdown grace period and refuses one that is not a bounded whole number of ms', () => {
    expect(loadConfig({}).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '2500' }).SHUTDOWN_GRACE_MS).toBe(2500);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'logo' })).toThrow(/SHUTDOWN_GRACE_MS: deve ser um número/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS: deve estar entre/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '700000' })).toThrow(/SHUTDOWN_GRACE_MS: deve estar entre/);
  });

  it('is a production start without NODE_ENV: no demo data, no demo admin, no test-mode payments', () => {
    for (const env of [{}, { NODE_ENV: 'production' }]) {
      expect(loadConfig(env)).toMatchObject({ SEED: false, SEED_ADMIN: false, PAYMENTS_TEST_MODE: false });
    }
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      SEED: true,
      SEED_ADMIN: true,
      PAYMENTS_TEST_MODE: true,
    });
    // Each is asked for by name in production, and one does not bring the others.
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'true' })).toMatchObject({
      SEED: true,
      SEED_ADMIN: false,
      PAYMENTS_TEST_MODE: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).PAYMENTS_TEST_MODE).toBe(true);
  });

  it('never takes test-mode payments alongside Stripe keys', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_FEIRA: 'price_a',
      STRIPE_PRICE_FEIRA_PLUS: 'price_b',
    };
    expect(loadConfig({ ...stripe, NODE_ENV: 'development' }).PAYMENTS_TEST_MODE).toBe(false);
    expect(() => loadConfig({ ...stripe, PAYMENTS_TEST_MODE: 'true' })).toThrow(
      /PAYMENTS_TEST_MODE: não combina com STRIPE_SECRET_KEY/,
    );
  });

  it('reads the push hosts and the limits, refusing what is not a host list or a positive count', () => {
    const config = loadConfig({});
    expect(config.PUSH_ALLOWED_HOSTS).toContain('fcm.googleapis.com');
    expect(config.PUSH_ALLOW_LOOPBACK).toBe(false);
    expect(config.RESERVATION_LIMIT_PER_HOUR).toBe(20);
    expect(
      loadConfig({ PUSH_ALLOWED_HOSTS: ' FCM.googleapis.com , *.push.apple.com ' }).PUSH_ALLOWED_HOSTS,
    ).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'https://evil.example/x' })).toThrow(/PUSH_ALLOWED_HOSTS/);
    expect(() => loadConfig({ RESERVATION_LIMIT_PER_HOUR: '0' })).toThrow(
      /RESERVATION_LIMIT_PER_HOUR: deve ser pelo menos 1/,
    );
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: deve estar entre 0 e 65535/);
  });
});
