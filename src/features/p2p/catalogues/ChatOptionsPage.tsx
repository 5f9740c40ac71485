import { Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { useAction } from '../../../components/useAction.ts';
import { catalogueKit, catalogueQueries, type ChatOptions } from './api.ts';
import { DecimalField, QueryState, SelectField, isDecimalText } from './fields.tsx';

const KEYS = ['publicChatMinBalance', 'privateChatMinBalance', 'groupChatMinBalance'] as const;

/** /p2p/chat-options: the balance a user needs to write in public, private and group chats. */
export function ChatOptionsPage() {
  const { t } = useTranslation('p2pCatalogues');
  const saveOptions = useAction(catalogueKit.saveChatOptions);
  const options = useQuery(catalogueQueries.chatOptions());
  const active = useQuery(catalogueQueries.activeCurrencies());
  const [form, setForm] = useState<ChatOptions | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (options.data) setForm(options.data);
  }, [options.data]);
  const typed = form !== null && KEYS.every((k) => isDecimalText(form[k]));

  const save = () => {
    if (!form || !typed) return;
    setError(null);
    saveOptions
      .settle({
        publicChatMinBalance: form.publicChatMinBalance.trim(),
        privateChatMinBalance: form.privateChatMinBalance.trim(),
        groupChatMinBalance: form.groupChatMinBalance.trim(),
        ...(form.balanceCurrencyId !== undefined ? { balanceCurrencyId: form.balanceCurrencyId } : {}),
      })
      .catch((refusal: unknown) => setError(refusal instanceof Error ? refusal.message : String(refusal)));
  };

  return (
    <div className="p2pc-page">
      <h2 className="p2pc-title">{t('p2pCatalogues.chat.heading')}</h2>
      <QueryState pending={options.isPending} error={options.isError} empty={false} onRetry={() => void options.refetch()} />
      {form && (
        <form
          className="p2pc-narrow"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          {KEYS.map((k) => (
            <DecimalField key={k} id={`chat-${k}`} label={t(`p2pCatalogues.chat.${k}`)} value={form[k]} onChange={(v) => setForm({ ...form, [k]: v })} />
          ))}
          <SelectField
            id="chat-currency"
            label={t('p2pCatalogues.chat.currency')}
            value={form.balanceCurrencyId ?? ''}
            options={(active.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            onChange={(balanceCurrencyId) => setForm({ ...form, balanceCurrencyId })}
          />
          {error && (
            <Callout intent="danger" role="alert">
              {error}
            </Callout>
          )}
          <ActionButton action={saveOptions} type="submit" intent="primary" disabled={!typed}>
            {t('p2pCatalogues.form.save')}
          </ActionButton>
        </form>
      )}
    </div>
  );
}
