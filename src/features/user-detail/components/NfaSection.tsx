import { Button, HTMLTable, Intent, Section, SectionCard, Tag, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { canRemoveNfa, isNfaActive, NfaServiceType, type NfaState } from '../../../domain/users.ts';
import { disable2FaAction, enable2FaAction, SECURITY_PAGE_SIZE, userDetailQueries, type NfaHistoryItem, type UserDetail } from '../api.ts';
import { useAdminEmail, useDateTime } from './shared.tsx';
import { PagedTableCards } from './PagedTableCards.tsx';
import { TableHead } from '../../../components/TableHead.tsx';

/** The second factors of a user's nfaList (spec 1 §3): always listed, so staff can switch them on. */
const LISTED_SERVICE_TYPES: readonly NfaServiceType[] = [NfaServiceType.Email, NfaServiceType.Telegram, NfaServiceType.Google];

/** The methods table's rows: the three of the nfaList, then any other method the user has had. */
export function nfaRows(nfaList: readonly NfaState[]): NfaState[] {
  const known = new Map(nfaList.map((n) => [n.serviceType, n]));
  const types = new Set<number>([...LISTED_SERVICE_TYPES, ...nfaList.map((n) => n.serviceType)]);
  return [...types].sort((a, b) => a - b).map((serviceType) => known.get(serviceType) ?? { serviceType, dateEnabled: null, dateDisabled: null });
}

/**
 * The user's second factors, each switched on (POST User/ManageUser2Fa) or off (PUT v2/User/DisableUser2Fa) behind a
 * confirmation (the last removable method of types 0, 1 and 3 stays, spec 1 §5), and the
 * enable/disable history.
 */
export function NfaSection({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const enable = useAction(enable2FaAction);
  const disable = useAction(disable2FaAction);
  const canEnable = enable.allowed;
  const canDisable = disable.allowed;
  const dateTime = useDateTime();
  const { confirm, dialog } = useConfirm();
  const [page, setPage] = useState(1);
  const history = useQuery(userDetailQueries.nfaHistory(user.id, page));
  const emailOf = useAdminEmail();

  const toggle = async (serviceType: NfaHistoryItem['serviceType'], isEnabled: boolean) => {
    const method = t(`userDetail.nfa.${serviceType}`);
    const verb = isEnabled ? 'enable' : 'disable';
    await confirm({
      title: t(`userDetail.nfa.${verb}Title`),
      // The screen never offers turning off the last second factor (the call the four-eyes policy
      // guards, issue 29), so no policy line here; a call the server holds anyway says so below.
      text: t(`userDetail.nfa.${verb}Text`, { method }),
      action: () => (isEnabled ? enable : disable).settle({ userId: user.id, serviceType }),
    });
  };

  const columns = useMemo<DataTableColumn<NfaHistoryItem>[]>(() => {
    return [
      { key: 'dateCreated', header: 'userDetail.nfa.date', width: 160, render: (r) => dateTime(r.dateCreated) },
      { key: 'serviceType', header: 'userDetail.nfa.method', width: 140, render: (r) => t(`userDetail.nfa.${r.serviceType}`) },
      {
        key: 'action',
        header: 'userDetail.nfa.action',
        width: 110,
        render: (r) => (
          <Tag multiline minimal intent={r.action === 'enabled' ? Intent.SUCCESS : Intent.WARNING}>
            {t(`userDetail.nfa.actionKind.${r.action}`)}
          </Tag>
        ),
      },
      { key: 'by', header: 'userDetail.nfa.by', width: 200, render: (r) => (r.adminId === null ? t('userDetail.nfa.byUser') : (emailOf(r.adminId) ?? `#${r.adminId}`)) },
    ];
  }, [emailOf, dateTime, t]);

  const rows = nfaRows(user.nfaList);
  return (
    <Section title={t('userDetail.nfa.title')} compact>
      <SectionCard>
        <HTMLTable compact className="user-detail-nfa" aria-label={t('userDetail.nfa.methods')}>
          <TableHead columns={[t('userDetail.nfa.method'), t('userDetail.nfa.state'), t('userDetail.nfa.dateEnabled'), t('userDetail.nfa.dateDisabled'), t('userDetail.actions')]} />
          <tbody>
            {rows.map((entry) => {
              const active = isNfaActive(entry);
              const removable = canRemoveNfa(user.nfaList, entry.serviceType);
              const method = t(`userDetail.nfa.${entry.serviceType}`);
              return (
                <tr key={entry.serviceType}>
                  <td>{method}</td>
                  <td>
                    <Tag multiline minimal intent={active ? Intent.SUCCESS : Intent.NONE}>
                      {t(active ? 'userDetail.nfa.on' : 'userDetail.nfa.off')}
                    </Tag>
                  </td>
                  <td>{dateTime(entry.dateEnabled)}</td>
                  <td>{dateTime(entry.dateDisabled)}</td>
                  <td>
                    {active ? (
                      canDisable && <>
                        <Button
                          size="small"
                          intent={Intent.DANGER}
                          variant="outlined"
                          text={t('userDetail.nfa.disable')}
                          aria-label={t('userDetail.nfa.disableMethod', { method })}
                          disabled={!removable}
                          onClick={() => void toggle(entry.serviceType as NfaServiceType, false)}
                        />
                        {!removable && <span className={`${Classes.TEXT_MUTED} user-detail-note`}>{t('userDetail.errors.lastNfa')}</span>}
                      </>
                    ) : (
                      canEnable && <Button
                        size="small"
                        intent={Intent.SUCCESS}
                        variant="outlined"
                        text={t('userDetail.nfa.enable')}
                        aria-label={t('userDetail.nfa.enableMethod', { method })}
                        onClick={() => void toggle(entry.serviceType as NfaServiceType, true)}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </SectionCard>
      <PagedTableCards label={t('userDetail.nfa.history')} columns={columns} query={history} maxHeight={360} page={page} pageSize={SECURITY_PAGE_SIZE} onPageChange={setPage} />
      {dialog}
    </Section>
  );
}
