/** @jest-environment node */
import {
  EnvError, envError, expectedForm, isUnset, readEnv, resolvePath, settingsOrExit, trustProxyValue, withoutTrailingSlash, type EnvSchema,
} from './server-env';

const SCHEMA = {
  COUNT: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  LIMIT: { type: 'integer', minimum: 0, maximum: 9 },
  VERBOSE: { type: 'boolean', default: false },
  MODE: { type: 'string', enum: ['fast', 'slow'], default: 'fast' },
  NAME: { type: 'string' },
  TOKEN: { type: 'string', minLength: 8, secret: true },
  BASE: { type: 'string', format: 'http-base-url', description: 'an absolute http(s) URL without query or fragment' },
  HOOK: { type: 'string', format: 'http-url', description: 'an absolute http(s) URL' },
  ORIGINS: { type: 'array', items: { anyOf: [{ type: 'string', const: '*' }, { type: 'string', format: 'http-origin' }] }, default: ['http://localhost:8080'] },
  SMTP: { type: 'string', format: 'smtp-url', description: 'an smtp:// URL' },
  PROXY: { type: 'string', format: 'trust-proxy', default: 'none' },
  WIDGET: { type: 'string', format: 'http-url', nullable: true, default: 'http://localhost:1/w.js', description: 'a URL or none' },
  HOTELS: { type: 'array', items: { type: 'string', enum: ['a-hotel', 'b-hotel'] }, default: [] },
} as const satisfies EnvSchema;

const refusal = (env: Record<string, string>): EnvError => {
  try {
    readEnv(SCHEMA, env);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
};

describe('readEnv', () => {
  test('defaults; a variable without one is undefined; other variables are ignored', () => {
    expect(readEnv(SCHEMA, { UNRELATED: 'x' })).toEqual({
      COUNT: 20, VERBOSE: false, MODE: 'fast', ORIGINS: ['http://localhost:8080'], PROXY: 'none', WIDGET: 'http://localhost:1/w.js', HOTELS: [],
    });
  });

  test('a good value of each type, trimmed; flag words and enum words in any case', () => {
    const values = readEnv(SCHEMA, {
      COUNT: ' 42 ', LIMIT: '0', VERBOSE: 'Yes', MODE: 'SLOW', NAME: '  Nirvana  ', TOKEN: '12345678', BASE: 'https://a.example/x/',
      HOOK: 'https://crm.example/hook?key=1', ORIGINS: '*, https://a.example/ ,, http://b.example:8080', SMTP: 'smtps://u:p@mail.example:465',
      PROXY: '10.0.0.0/8, ::1, loopback', WIDGET: 'https://chat.example/w.js', HOTELS: 'B-Hotel, a-hotel',
    });
    expect(values).toEqual({
      COUNT: 42, LIMIT: 0, VERBOSE: true, MODE: 'slow', NAME: 'Nirvana', TOKEN: '12345678', BASE: 'https://a.example/x/',
      HOOK: 'https://crm.example/hook?key=1', ORIGINS: ['*', 'https://a.example/', 'http://b.example:8080'], SMTP: 'smtps://u:p@mail.example:465',
      PROXY: '10.0.0.0/8, ::1, loopback', WIDGET: 'https://chat.example/w.js', HOTELS: ['b-hotel', 'a-hotel'],
    });
    for (const [word, flag] of [['1', true], ['true', true], ['ON', true], ['0', false], ['False', false], ['no', false], ['off', false]] as const) {
      expect(readEnv(SCHEMA, { VERBOSE: word }).VERBOSE).toBe(flag);
    }
  });

  test('an empty or blank value is unset: the default applies', () => {
    const blank = Object.fromEntries(Object.keys(SCHEMA).map((name) => [name, '']));
    const spaces = Object.fromEntries(Object.keys(SCHEMA).map((name) => [name, '  \t ']));
    expect(readEnv(SCHEMA, blank)).toEqual(readEnv(SCHEMA, {}));
    expect(readEnv(SCHEMA, spaces)).toEqual(readEnv(SCHEMA, {}));
  });

  test('a nullable value is switched off by none, off, false or no', () => {
    for (const word of ['none', 'NONE', 'off', 'false', 'no']) expect(readEnv(SCHEMA, { WIDGET: word }).WIDGET).toBeNull();
  });

  test.each([
    ['COUNT', 'abc', 'is not a whole number'],
    ['COUNT', '1e3', 'is not a whole number'],
    ['COUNT', '0x10', 'is not a whole number'],
    ['COUNT', '-5', 'is not a whole number'],
    ['COUNT', '12.5', 'is not a whole number'],
    ['COUNT', '0', 'is below 1'],
    ['COUNT', '101', 'is above 100'],
    ['VERBOSE', 'maybe', 'is not true or false'],
    ['MODE', 'medium', 'is none of the choices'],
    ['BASE', 'https://a.example/?q=1', 'is not in the expected form'],
    ['BASE', 'ftp://a.example', 'is not in the expected form'],
    ['BASE', 'a.example', 'is not in the expected form'],
    ['HOOK', 'http//a.example', 'is not in the expected form'],
    ['SMTP', 'http://mail.example', 'is not in the expected form'],
    ['PROXY', 'true', 'is not in the expected form'],
    ['PROXY', '21', 'is not in the expected form'],
    ['PROXY', '10.0.0.0/40', 'is not in the expected form'],
    ['PROXY', 'proxy.example', 'is not in the expected form'],
    ['WIDGET', 'javascript:alert(1)', 'is not in the expected form'],
  ])('%s=%s is refused: the message names the variable, the value, the problem and the form expected', (name, value, problem) => {
    const error = refusal({ [name]: value });
    expect(error.variable).toBe(name);
    expect(error.message).toBe(`${name}=${JSON.stringify(value)} ${problem}; expected ${expectedForm(SCHEMA[name as keyof typeof SCHEMA])}`);
  });

  test('a bad entry of a list is named as such', () => {
    expect(refusal({ ORIGINS: 'https://a.example, localhost:8080' }).message)
      .toBe('ORIGINS entry "localhost:8080" is not in the expected form; expected a comma-separated list');
    expect(refusal({ ORIGINS: 'https://a.example/path' }).variable).toBe('ORIGINS');
    expect(refusal({ HOTELS: 'a-hotel, c-hotel' }).message).toBe('HOTELS entry "c-hotel" is none of the choices; expected a comma-separated list of a-hotel, b-hotel');
  });

  test('a secret is never repeated, nor the password of a URL', () => {
    const short = refusal({ TOKEN: 'abc1234' });
    expect(short.message).toBe('TOKEN is shorter than 8 characters; expected at least 8 characters');
    const smtp = refusal({ SMTP: 'smtp//user:hunter2@mail.example' });
    expect(smtp.message).not.toContain('hunter2');
    expect(smtp.message).toContain('SMTP="smtp//…@mail.example"');
    expect(refusal({ SMTP: 'smtp:/user:hunter2@mail.example' }).message).toContain('SMTP="smtp:/…@mail.example"');
  });

  test('the expected form is said from the schema when no description says it', () => {
    expect(expectedForm(SCHEMA.COUNT)).toBe('a whole number from 1 to 100');
    expect(expectedForm(SCHEMA.VERBOSE)).toBe('true or false (1/0, yes/no, on/off)');
    expect(expectedForm(SCHEMA.MODE)).toBe('one of fast, slow');
    expect(expectedForm(SCHEMA.TOKEN)).toBe('at least 8 characters');
    expect(expectedForm(SCHEMA.BASE)).toBe('an absolute http(s) URL without query or fragment');
  });
});

describe('helpers', () => {
  test('trustProxyValue: none, a hop count or the list of proxies', () => {
    for (const off of ['none', 'off', 'false', 'no', '0', 'NONE']) expect(trustProxyValue(off)).toBe(false);
    expect(trustProxyValue('2')).toBe(2);
    expect(trustProxyValue(' 10.0.0.0/8 , ::1,LOOPBACK ')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });

  test('isUnset, resolvePath, withoutTrailingSlash', () => {
    expect([undefined, '', '  '].map(isUnset)).toEqual([true, true, true]);
    expect(isUnset('0')).toBe(false);
    expect(resolvePath('/srv/data', '/repo')).toBe('/srv/data');
    expect(resolvePath('.data/x.db', '/repo')).toBe('/repo/.data/x.db');
    expect(withoutTrailingSlash('https://a.example//')).toBe('https://a.example');
  });

  test('envError: the same form for a rule between variables', () => {
    expect(envError('A', null, 'is set without B', 'B too').message).toBe('A is set without B; expected B too');
    expect(envError('A', 'x', 'is wrong').message).toBe('A="x" is wrong');
  });

  test('settingsOrExit: a bad setting ends the start with its message and exit code 2; other errors are thrown', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(settingsOrExit('a server', () => readEnv(SCHEMA, { COUNT: '7' }).COUNT)).toBe(7);
      expect(() => settingsOrExit('a server', () => readEnv(SCHEMA, { COUNT: 'abc' }))).toThrow('exit 2');
      expect(log).toHaveBeenCalledWith(`a server: bad setting: COUNT="abc" is not a whole number; expected a whole number from 1 to 100`);
      expect(() => settingsOrExit('a server', () => {
        throw new TypeError('other');
      })).toThrow(TypeError);
    } finally {
      exit.mockRestore();
      log.mockRestore();
    }
  });
});
