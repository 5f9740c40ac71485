import { Callout, Checkbox, Dialog, DialogBody, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../useTranslation.ts';
import { sessionQueries } from '../../api/sessionQueries.ts';
import {
  REQUISITE_NAME_MAX_LENGTH,
  requisiteFieldProblems,
  requisiteFieldValue,
  type RequisiteFieldProblem,
  type TemplateField,
} from '../../domain/requisites.ts';
import { GuardedNumericInput } from '../GuardedNumericInput.tsx';
import { useConfirm } from '../useConfirm.tsx';
import { useAction } from '../useAction.ts';
import {
  createRequisiteAction,
  editRequisiteAction,
  methodsForCurrencyQuery,
  templatesQuery,
  type Requisite,
} from './requisitesApi.ts';
import { focusFirstField } from '../focusOnOpened.ts';
import { FormFooter } from '../FormFooter.tsx';

/** Props of {@link RequisiteFormDialog}. */
export interface RequisiteFormDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The requisite to edit; without it the dialog creates one. */
  requisite?: Requisite | null;
  /** The owner when the screen already names one (a user's tab); otherwise the admin types the user id. */
  userId?: number | null;
  /** After the server stored it (the success words are shown): the requisite's id (new or edited). */
  onSaved: (requisitesId: number, created: boolean) => void;
  /** The query keys of what the caller shows, refreshed when the requisite was saved. */
  refresh?: readonly QueryKey[];
}

type Problem = RequisiteFieldProblem | 'blank' | 'choose' | 'userId' | 'nameTooLong';

/**
 * Create or edit a requisite (spec 1 §7, spec 2 §7): owner, currency and payment method (fixed
 * once created), a name and the method's template fields, checked by the same rule the server
 * applies (src/domain/requisites.ts). Saving asks for confirmation, since deals pay to these
 * details; a refusal stays in the confirmation as "The requisite has not been created: …" with
 * the refusal's reason in words, in the admin's language.
 */
export function RequisiteFormDialog({ isOpen, onClose, requisite, userId: fixedUserId, onSaved, refresh = [] }: RequisiteFormDialogProps) {
  const { t } = useTranslation('requisites');
  const idPrefix = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const editing = Boolean(requisite);
  const currencies = useQuery(sessionQueries.currencies()).data;
  const { confirm, dialog } = useConfirm();
  const create = useAction(createRequisiteAction);
  const edit = useAction(editRequisiteAction);

  const [userText, setUserText] = useState('');
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [methodId, setMethodId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setUserText(requisite ? String(requisite.userId) : fixedUserId ? String(fixedUserId) : '');
    setCurrencyId(requisite ? (requisite.currencyId ?? currencies?.find((c) => c.title === requisite.currency)?.id ?? null) : null);
    setMethodId(requisite?.paymentMethodId ?? null);
    setName(requisite?.name ?? '');
    setValues(
      Object.fromEntries(
        Object.entries(requisite?.fields ?? {}).map(([key, value]) => [key, typeof value === 'boolean' ? value : value === null || value === undefined ? '' : String(value)]),
      ),
    );
    setSubmitted(false);
    // Only on opening: the form keeps what the admin typed while the lists load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, requisite, fixedUserId]);

  // Only currencies some payment method takes (a cached currency list from an older answer may lack the field).
  const choosable = useMemo(() => (currencies ?? []).filter((c) => Array.isArray(c.paymentMethods) && c.paymentMethods.length > 0), [currencies]);
  const methods = useQuery({ ...methodsForCurrencyQuery(currencyId ?? 0), enabled: isOpen && currencyId !== null });
  const templates = useQuery({ ...templatesQuery(), enabled: isOpen });
  const method = methods.data?.find((m) => m.id === methodId);
  const template: TemplateField[] | null = useMemo(() => {
    if (!method || method.templateId === null) return null;
    return templates.data?.find((tp) => tp.id === method.templateId)?.fields ?? null;
  }, [method, templates.data]);
  const templateNames = new Set((template ?? []).map((f) => f.name));
  // Values stored under names the template no longer has: shown, and left out when saved.
  const stale = template ? Object.keys(values).filter((key) => !templateNames.has(key)) : [];

  const fieldsToSend = (): Record<string, string | number | boolean> => {
    const out: Record<string, string | number | boolean> = {};
    const fields: TemplateField[] = template ?? Object.keys(values).map((key) => ({ name: key, type: 'text' as const }));
    for (const field of fields) {
      const value = requisiteFieldValue(field, values[field.name] ?? (field.type === 'boolean' ? false : ''));
      if (value !== undefined) out[field.name] = value;
    }
    return out;
  };

  const userId = fixedUserId ?? (/^\d{1,10}$/.test(userText.trim()) && Number(userText) >= 1 && Number(userText) <= 2147483647 ? Number(userText) : null);
  const problems: Record<string, Problem> = {
    ...(!editing && userId === null ? { userId: 'userId' as const } : {}),
    ...(currencyId === null ? { currency: 'choose' as const } : {}),
    ...(methodId === null || (!editing && !method) ? { method: 'choose' as const } : {}),
    ...(name.trim() === '' ? { name: 'blank' as const } : name.trim().length > REQUISITE_NAME_MAX_LENGTH ? { name: 'nameTooLong' as const } : {}),
    ...Object.fromEntries(Object.entries(requisiteFieldProblems(template, fieldsToSend())).map(([key, problem]) => [`field:${key}`, problem])),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    const fields = fieldsToSend();
    const trimmed = name.trim();
    const currencyTitle = currencies?.find((c) => c.id === currencyId)?.title ?? '';
    const methodName = method?.name ?? requisite?.paymentMethodName ?? '';
    if (requisite) {
      const done = await confirm({
        title: t('requisites.form.confirmEditTitle', { id: requisite.requisitesId }),
        text: t('requisites.form.confirmEditText', { id: requisite.requisitesId, name: trimmed, userId: requisite.userId }),
        action: () => edit.settle({ requisite, input: { name: trimmed, fields }, refresh }),
      });
      if (done) onSaved(requisite.requisitesId, false);
      return;
    }
    let createdId = 0;
    const done = await confirm({
      title: t('requisites.form.confirmCreateTitle'),
      text: t('requisites.form.confirmCreateText', { name: trimmed, method: methodName, currency: currencyTitle, userId }),
      action: async () => {
        const vars = { input: { userId: userId!, currencyId: currencyId!, paymentMethodId: methodId!, name: trimmed, fields }, refresh };
        // `settle` would not give the new id: the same call, with the refusal in the confirmation.
        createdId = await create.mutateAsync(vars).catch((error: unknown) => {
          throw new Error(create.refusalOf(error, vars), { cause: error });
        });
      },
    });
    if (done) onSaved(createdId, true);
  };

  const message = (key: string) => {
    const problem = submitted ? problems[key] : undefined;
    return problem ? t(`requisites.form.problems.${problem}`, { max: REQUISITE_NAME_MAX_LENGTH }) : undefined;
  };
  const group = (key: string, label: string, required: boolean, input: (id: string, invalid: boolean) => ReactNode) => {
    const id = `${idPrefix}-${key.replace(/[^a-z0-9]/gi, '_')}`;
    const text = message(key);
    return (
      <FormGroup key={key} label={label} labelFor={id} labelInfo={required ? '*' : undefined} intent={text ? Intent.DANGER : Intent.NONE} helperText={text}>
        {input(id, Boolean(text))}
      </FormGroup>
    );
  };

  const templateInput = (field: TemplateField) => {
    const key = `field:${field.name}`;
    if (field.type === 'boolean') {
      const text = message(key);
      return (
        <FormGroup key={key} intent={text ? Intent.DANGER : Intent.NONE} helperText={text}>
          <Checkbox label={field.name} checked={values[field.name] === true} onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.currentTarget.checked }))} />
        </FormGroup>
      );
    }
    return group(key, field.name, Boolean(field.required), (id, invalid) =>
      field.type === 'integer' ? (
        <GuardedNumericInput id={id} fill value={String(values[field.name] ?? '')} intent={invalid ? Intent.DANGER : Intent.NONE} onValueChange={(text) => setValues((v) => ({ ...v, [field.name]: text }))} />
      ) : (
        <InputGroup id={id} value={String(values[field.name] ?? '')} intent={invalid ? Intent.DANGER : Intent.NONE} onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))} />
      ),
    );
  };

  return (
    <>
      <Dialog
        isOpen={isOpen}
        title={requisite ? t('requisites.form.editTitle', { id: requisite.requisitesId }) : t('requisites.form.createTitle')}
        onClose={onClose}
        onOpened={(node) => focusFirstField(node, firstRef.current)}
        style={{ width: 460 }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            {editing || fixedUserId
              ? group('userId', t('requisites.form.user'), false, (id) => <InputGroup id={id} value={`#${requisite?.userId ?? fixedUserId}`} readOnly disabled />)
              : group('userId', t('requisites.form.userId'), true, (id, invalid) => (
                  <InputGroup id={id} inputRef={firstRef} inputMode="numeric" value={userText} intent={invalid ? Intent.DANGER : Intent.NONE} onChange={(e) => setUserText(e.target.value)} />
                ))}
            {group('currency', t('requisites.form.currency'), !editing, (id) => (
              <HTMLSelect
                id={id}
                fill
                disabled={editing}
                value={currencyId ?? ''}
                onChange={(e) => {
                  setCurrencyId(e.target.value ? Number(e.target.value) : null);
                  setMethodId(null);
                }}
              >
                <option value="">{t('requisites.form.chooseCurrency')}</option>
                {(editing ? (currencies ?? []) : choosable).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </HTMLSelect>
            ))}
            {group('method', t('requisites.form.paymentMethod'), !editing, (id) => (
              <HTMLSelect id={id} fill disabled={editing || currencyId === null || methods.isPending} value={methodId ?? ''} onChange={(e) => setMethodId(e.target.value ? Number(e.target.value) : null)}>
                <option value="">{currencyId === null ? t('requisites.form.chooseCurrencyFirst') : t('requisites.form.chooseMethod')}</option>
                {(methods.data ?? []).map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
                {editing && requisite && !methods.data?.some((m) => m.id === requisite.paymentMethodId) && requisite.paymentMethodId !== null ? (
                  <option value={requisite.paymentMethodId}>{requisite.paymentMethodName ?? `#${requisite.paymentMethodId}`}</option>
                ) : null}
              </HTMLSelect>
            ))}
            {methods.isError || templates.isError ? (
              <Callout intent={Intent.DANGER} compact role="alert">
                {t('requisites.form.loadFailed')}
              </Callout>
            ) : null}
            {group('name', t('requisites.form.name'), true, (id, invalid) => (
              <InputGroup id={id} inputRef={editing || fixedUserId ? firstRef : undefined} value={name} maxLength={REQUISITE_NAME_MAX_LENGTH} intent={invalid ? Intent.DANGER : Intent.NONE} onChange={(e) => setName(e.target.value)} />
            ))}
            {template ? (
              <fieldset className="requisite-form-fields">
                <legend>{t('requisites.form.details', { method: method?.name ?? '' })}</legend>
                {template.map(templateInput)}
              </fieldset>
            ) : method || (editing && Object.keys(values).length > 0) ? (
              <fieldset className="requisite-form-fields">
                <legend>{t('requisites.form.detailsFree')}</legend>
                {Object.keys(values).map((key) => templateInput({ name: key, type: 'text' }))}
              </fieldset>
            ) : null}
            {stale.length > 0 ? (
              <Callout intent={Intent.WARNING} compact>
                {t('requisites.form.staleFields', { fields: stale.join(', ') })}
              </Callout>
            ) : null}
          </DialogBody>
          <FormFooter cancelText={t('requisites.form.cancel')} submitText={requisite ? t('requisites.form.save') : t('requisites.form.create')} onCancel={onClose} />
        </form>
      </Dialog>
      {dialog}
    </>
  );
}
