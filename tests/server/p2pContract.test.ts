import { describe, expect, it } from 'vitest';
import {
  ChatMemberType,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG,
  FEEDBACK_INFLUENCES,
  FEEDBACK_INITIATORS,
  P2P_TRADE_STATUSES,
  RESOLUTION_COMMENT_MAX_LENGTH,
  TRADER_TRADE_STATUSES,
} from '../../src/domain/p2p.ts';
import { loadContract } from '../../server/http/contracts.ts';
import { requestBodySchema, resolveSchema } from './contractSchemas.ts';

type Json = Record<string, unknown>;
type Service = 'v1' | 'v2' | 'p2p';
/** Walks a bundled contract by keys (no $ref resolution needed for these). */
const at = (node: unknown, ...keys: string[]): Json => keys.reduce((n, k) => (n as Json)[k], node) as Json;
const schema = (service: Service, name: string) => at(loadContract(service), 'components', 'schemas', name);
const operation = (service: Service, path: string, method: string) => at(loadContract(service), 'paths', path, method);

describe('the P2P contracts follow src/domain/p2p.ts', () => {
  it('declares the same trade statuses, traders-module statuses, influences, initiators and chat member types', () => {
    expect(schema('p2p', 'P2pTradeStatus').enum).toEqual([...P2P_TRADE_STATUSES]);
    expect(schema('v1', 'P2pTradeStatus').enum).toEqual([...P2P_TRADE_STATUSES]);
    expect(schema('v1', 'TraderTradeStatus').enum).toEqual([...TRADER_TRADE_STATUSES]);
    expect(schema('p2p', 'FeedbackInfluence').enum).toEqual([...FEEDBACK_INFLUENCES]);
    expect(at(schema('p2p', 'Feedback'), 'properties', 'initiator').enum).toEqual([...FEEDBACK_INITIATORS]);
    expect(schema('v1', 'ChatMemberType').enum).toEqual(Object.values(ChatMemberType));
  });

  it('holds the chat and comment limits the domain states', () => {
    const v1Message = requestBodySchema('v1', operation('v1', '/v1/communication/groupchat/{id}/messages', 'post'))!;
    expect(at(v1Message, 'properties', 'message')).toMatchObject({ maxLength: CHAT_MESSAGE_MAX_LENGTH, 'x-error-message': CHAT_MESSAGE_TOO_LONG });
    const form = resolveSchema('v2', at(operation('v2', '/api/bo/User/SendGroupChatMessage', 'post'), 'requestBody', 'content', 'multipart/form-data', 'schema'))!;
    expect(at(form, 'properties', 'Message')).toMatchObject({ maxLength: CHAT_MESSAGE_MAX_LENGTH, 'x-error-message': CHAT_MESSAGE_TOO_LONG });
    const cancellation = requestBodySchema('v1', operation('v1', '/v1/arbitrator/trades/{id}/cancellation', 'post'))!;
    expect(cancellation.required).toEqual(['id']);
    expect(at(cancellation, 'properties', 'comment').maxLength).toBe(RESOLUTION_COMMENT_MAX_LENGTH);
  });
});
