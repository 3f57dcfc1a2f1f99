/**
 * Bodies checked by shared's schemas in fastify's validation step (body-schema.ts), and the write
 * routes' answer to a body without that shape: the form's failure with a reason per field.
 */
import Fastify from 'fastify';
import { NewsletterRequest, ContactRequest } from '@nirvana/shared/api/schemas';
import { FORM_MESSAGES } from '@nirvana/shared/forms/rules';
import * as v from 'valibot';
import { BodyShapeError, apiBody, fieldsOf, schemaValidatorCompiler } from './body-schema';
import { installErrorHandlers } from './errors';
import { startApi, type Running } from '../test/harness';

describe("the API's reading of a shared request schema", () => {
  const body = apiBody(NewsletterRequest);
  const read = (value: unknown) => v.safeParse(body, value);
  const pathsOf = (result: ReturnType<typeof read>) => result.issues?.map((issue) => v.getDotPath(issue) ?? '');

  test('what the schema says: its fields, its types', () => {
    expect(read({ email: 'a@b.co', propertyId: 1, consent: true, locale: 'en' })).toMatchObject({ success: true, output: { email: 'a@b.co', propertyId: 1, consent: true, locale: 'en' } });
    expect(pathsOf(read({ email: 5, propertyId: '1', consent: 'yes' }))).toEqual(['email', 'propertyId', 'consent']);
    expect(pathsOf(read(null))).toEqual(['']);
    expect(pathsOf(read({ email: 'a@b.co', propertyId: 1.5 }))).toEqual(['propertyId']);
  });

  test('tolerant where the API always was: unknown fields dropped, a null optional field absent, an unknown locale absent', () => {
    const result = read({ email: 'a@b.co', propertyId: 1, isAdmin: true, website: null, consentVersion: null, locale: 'xx' });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ email: 'a@b.co', propertyId: 1 });
    expect(Object.keys(result.output as object)).toEqual(['email', 'propertyId']);
    // A required field is still required, null or not.
    expect(pathsOf(read({ email: null, propertyId: 1 }))).toEqual(['email']);
    // Keys named like Object.prototype's members are unknown fields like any other.
    expect(read(JSON.parse('{"email":"a@b.co","propertyId":1,"toString":"x","__proto__":{"email":5},"constructor":1}'))).toMatchObject({ success: true, output: { email: 'a@b.co', propertyId: 1 } });
  });

  test('the fields of the call list come from the schema', () => {
    expect(fieldsOf(ContactRequest)).toEqual(['fullName', 'email', 'phone', 'message', 'propertyId', 'locale?', 'website?']);
    expect(fieldsOf(apiBody(ContactRequest))).toEqual(fieldsOf(ContactRequest));
  });
});

test('a route whose body schema is a valibot schema: the checked body replaces the parsed one; a bad shape is a BodyShapeError', async () => {
  const app = Fastify();
  installErrorHandlers(app);
  let caught: unknown;
  app.post('/echo', {
    schema: { body: apiBody(NewsletterRequest) },
    validatorCompiler: schemaValidatorCompiler,
    errorHandler: (error) => {
      caught = error;
      throw error;
    },
  }, async (request) => request.body);
  const ok = await app.inject({ method: 'POST', url: '/echo', payload: { email: 'a@b.co', propertyId: 2, role: 'admin' } });
  expect(ok.json()).toEqual({ email: 'a@b.co', propertyId: 2 });
  const bad = await app.inject({ method: 'POST', url: '/echo', payload: { email: ['a@b.co'], propertyId: 2 } });
  expect(bad.statusCode).toBe(400);
  expect(caught).toBeInstanceOf(BodyShapeError);
  expect((caught as BodyShapeError).fields).toEqual(['email']);
  expect(bad.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  // A compiler for valibot schemas refuses a JSON Schema rather than letting it through unchecked.
  const other = Fastify();
  other.post('/x', { schema: { body: { type: 'object' } }, validatorCompiler: schemaValidatorCompiler }, async () => 'x');
  await expect(other.ready()).rejects.toThrow(/valibot schema/);
  await app.close();
});

describe('the writes answer a body without the shape like any refused form', () => {
  let api: Running;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.stop());

  const post = (url: string, payload: unknown) => api.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json' } });

  test('every field at fault has its reason, in the body\'s locale (else ?lang)', async () => {
    const res = await post('/v1/web/subscribe-newsletter', { email: 5, propertyId: '1', consent: 'yes', locale: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      statusCode: 400, error: 'Bad Request', message: FORM_MESSAGES.de['newsletter.failure'],
      fields: { email: FORM_MESSAGES.de.required, consent: FORM_MESSAGES.de['required.kvkk'], propertyId: 'Unbekanntes Hotel.' },
    });
    const contact = await post('/v1/web/contact?lang=en', { fullName: ['x'], email: 'a@example.com', phone: 5321234567, message: 'Hi', propertyId: 1 });
    expect(contact.json()).toEqual({
      statusCode: 400, error: 'Bad Request', message: FORM_MESSAGES.en['contact.failure'],
      fields: { fullName: FORM_MESSAGES.en.required, phone: FORM_MESSAGES.en.required },
    });
  });

  test('a body that is no object is refused as such, one nested beyond what a schema library can print too', async () => {
    for (const payload of ['null', '[1,2]', '"x"', '7', `${'['.repeat(20_000)}${']'.repeat(20_000)}`]) {
      const res = await api.app.inject({ method: 'POST', url: '/v1/web/contact', payload, headers: { 'content-type': 'application/json' } });
      expect([payload, res.statusCode, res.json().message]).toEqual([payload, 400, 'The body must be a JSON object.']);
    }
  });

  test('a field nested beyond the stack\'s depth is a reason for that field, not a 5xx', async () => {
    const payload = `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)},"propertyId":1,"consent":true,"locale":"en"}`;
    const res = await api.app.inject({ method: 'POST', url: '/v1/web/subscribe-newsletter', payload, headers: { 'content-type': 'application/json' } });
    expect(res.json()).toMatchObject({ statusCode: 400, fields: { email: FORM_MESSAGES.en.required } });
  });

  test('a value no library can print (a toString or valueOf that is no function) is a reason for its field, not a 5xx (issue 25, item 1)', async () => {
    const odd: unknown[] = [{ toString: 'x' }, { valueOf: 1, toString: null }, { toString: { toString: 'x' } }, [{ toString: 'x' }]];
    for (const value of odd) {
      const newsletter = await post('/v1/web/subscribe-newsletter', { email: value, propertyId: 1, consent: true, locale: 'en' });
      expect([value, newsletter.statusCode, newsletter.json()]).toEqual([value, 400, {
        statusCode: 400, error: 'Bad Request', message: FORM_MESSAGES.en['newsletter.failure'], fields: { email: FORM_MESSAGES.en.required },
      }]);
      const contact = await post('/v1/web/contact', { fullName: 'Ayşe Yılmaz', email: 'a@example.com', phone: value, message: value, propertyId: 1, locale: 'en' });
      expect([value, contact.statusCode, contact.json().fields]).toEqual([value, 400, { phone: FORM_MESSAGES.en.required, message: FORM_MESSAGES.en.required }]);
    }
  });

  test('unknown fields, a null honeypot and an unknown locale are let through, as before', async () => {
    // Also a field named like a member of Object.prototype (superstruct, the library before valibot, took it for a field, and threw).
    const res = await post('/v1/web/subscribe-newsletter', {
      email: 'lenient@example.com', propertyId: 3, consent: true, website: null, locale: 'xx', role: 'admin', toString: {}, __lookupGetter__: { a: 1 }, constructor: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: FORM_MESSAGES.tr['newsletter.success'] });
  });
});
