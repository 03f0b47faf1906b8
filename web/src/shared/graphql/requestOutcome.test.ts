import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { i18n } from '@lingui/core';
import {
  emptyMessage,
  emptyOutcomeMessage,
  payloadText,
  readOutcome,
  serverMessage,
  serverText,
  settle,
} from './requestOutcome';
import { LOCALE } from '../i18n/language';

type Payload = { _id?: string | null; error?: { message?: string | null; code?: string | null } | null };

const graphqlError = (message: string) => new CombinedGraphQLErrors({ errors: [{ message }] });

describe('reading an account request', () => {
  it('a result is ok; its error.message is the server speaking', () => {
    expect(readOutcome<Payload>({ _id: 'u1' }, undefined, { x: {} })).toEqual({ kind: 'ok', value: { _id: 'u1' } });
    expect(readOutcome<Payload>({ _id: null, error: { message: 'Invalid code', code: 'BAD' } }, undefined, {})).toEqual(
      {
        kind: 'server-error',
        message: 'Invalid code',
        code: 'BAD',
      },
    );
  });

  it('a GraphQL error with words is the server speaking; a failed request is network', () => {
    expect(readOutcome<Payload>(null, graphqlError('Authentication required'), null)).toEqual({
      kind: 'server-error',
      message: 'Authentication required',
    });
    expect(readOutcome<Payload>(null, new Error('Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it('tells an empty response (no data at all) from data without the result', () => {
    expect(readOutcome<Payload>(null, undefined, null)).toEqual({ kind: 'empty', answered: false });
    expect(readOutcome<Payload>(undefined, undefined, undefined)).toEqual({ kind: 'empty', answered: false });
    expect(readOutcome<Payload>(null, undefined, { registerClient: null })).toEqual({ kind: 'empty', answered: true });
    expect(readOutcome<Payload>(undefined, undefined, {})).toEqual({ kind: 'empty', answered: true });
    expect(readOutcome<Payload>(null, graphqlError(''), { registerClient: null })).toEqual({
      kind: 'empty',
      answered: true,
    });
  });

  it("names them 'Empty response!' and 'No response Data available'", () => {
    expect(emptyMessage(null)).toBe('Empty response!');
    expect(emptyMessage(undefined)).toBe('Empty response!');
    expect(emptyMessage({ user: null })).toBe('No response Data available');
    expect(emptyOutcomeMessage({ answered: false })).toBe('Empty response!');
    expect(emptyOutcomeMessage({ answered: true })).toBe('No response Data available');
  });

  it('settle reads a thrown error the same way, and passes the data on', async () => {
    expect(await settle<Payload>(() => Promise.reject(new Error('offline')))).toEqual({ kind: 'network' });
    expect(await settle<Payload>(() => Promise.reject(graphqlError('Too many attempts')))).toEqual({
      kind: 'server-error',
      message: 'Too many attempts',
    });
    expect(await settle<Payload>(() => Promise.resolve({ value: null, data: { x: null } }))).toEqual({
      kind: 'empty',
      answered: true,
    });
    expect(await settle<Payload>(() => Promise.resolve({ value: null, data: null }))).toEqual({
      kind: 'empty',
      answered: false,
    });
  });
});

describe('server messages in the active language', () => {
  const codedError = (message: string, code: string) =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

  it("keeps the server's words when the catalogue has no text for the code (English)", () => {
    expect(serverText('SMS_LIMIT', 'We cannot send more text messages right now.')).toBe(
      'We cannot send more text messages right now.',
    );
    expect(readOutcome<Payload>(null, codedError('Login fail', 'LOGIN_FAILED'), null)).toEqual({
      kind: 'server-error',
      message: 'Login fail',
      code: 'LOGIN_FAILED',
    });
  });

  it('translates by code (payload error, GraphQL extensions.code) when the catalogue has it', () => {
    i18n.load(LOCALE, { 'server.TEST_TRANSLATED': ['Translated words'] });
    expect(serverText('TEST_TRANSLATED', 'Server words')).toBe('Translated words');
    expect(
      readOutcome<Payload>({ error: { message: 'Server words', code: 'TEST_TRANSLATED' } }, undefined, {}),
    ).toEqual({ kind: 'server-error', message: 'Translated words', code: 'TEST_TRANSLATED' });
    expect(readOutcome<Payload>(null, codedError('Server words', 'TEST_TRANSLATED'), null)).toEqual({
      kind: 'server-error',
      message: 'Translated words',
      code: 'TEST_TRANSLATED',
    });
    expect(serverMessage(codedError('Server words', 'TEST_TRANSLATED'))).toBe('Translated words');
    expect(serverText(null, 'Server words')).toBe('Server words');
  });

  it("translates by textCode first (the message's one text), then by its category code", () => {
    i18n.load(LOCALE, { 'server.TEST_ONE_TEXT': ['One text translated'], 'server.TEST_CATEGORY': ['Category words'] });
    const codes = { code: 'TEST_CATEGORY', textCode: 'TEST_ONE_TEXT' };
    expect(serverText(codes, 'Server words')).toBe('One text translated');
    expect(serverText({ code: 'TEST_CATEGORY', textCode: 'TEST_UNKNOWN' }, 'Server words')).toBe('Category words');
    expect(serverText({ code: null, textCode: null }, 'Server words')).toBe('Server words');
    expect(readOutcome<Payload>({ error: { message: 'Server words', ...codes } }, undefined, {})).toEqual({
      kind: 'server-error',
      message: 'One text translated',
      code: 'TEST_CATEGORY',
    });
    const graphqlError = new CombinedGraphQLErrors({ errors: [{ message: 'Server words', extensions: codes }] });
    expect(readOutcome<Payload>(null, graphqlError, null)).toEqual({
      kind: 'server-error',
      message: 'One text translated',
      code: 'TEST_CATEGORY',
    });
    expect(serverMessage(graphqlError)).toBe('One text translated');
    const textCodeOnly = new CombinedGraphQLErrors({
      errors: [{ message: 'Server words', extensions: { textCode: 'TEST_ONE_TEXT' } }],
    });
    expect(readOutcome<Payload>(null, textCodeOnly, null)).toEqual({
      kind: 'server-error',
      message: 'One text translated',
    });
  });

  it("reads a payload's error or success by its textCode, else its words, else nothing", () => {
    i18n.load(LOCALE, { 'server.TEST_SUCCESS': ['Success translated'], 'server.TEST_CATEGORY': ['Category words'] });
    expect(payloadText({ message: 'Voucher applied successfully', textCode: 'TEST_SUCCESS' })).toBe(
      'Success translated',
    );
    expect(payloadText({ message: 'Voucher applied successfully', textCode: 'TEST_UNKNOWN' })).toBe(
      'Voucher applied successfully',
    );
    expect(payloadText({ message: 'Server words', code: 'TEST_CATEGORY', textCode: null })).toBe('Category words');
    expect(payloadText({ message: '', textCode: 'TEST_SUCCESS' })).toBeNull();
    expect(payloadText(null)).toBeNull();
  });
});
