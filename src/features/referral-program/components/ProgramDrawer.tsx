import { Button, ButtonGroup, Dialog, FormGroup, HTMLSelect, Section, SectionCard, Classes } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../../../components/access.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { GuardedNumericInput } from '../../../components/GuardedNumericInput.tsx';
import { Paging } from '../../../components/Paging.tsx';
import { showError, showSuccess } from '../../../components/toasts.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { formatAmount } from '../../../components/numberFormat.ts';
import { pageOffset } from '../../../domain/paging.ts';
import { REFERRAL_LEVELS } from '../../../domain/referralStaking.ts';
import { addUserToProgram, referralKeys, referralQueries, removeUserFromProgram, updateProgram, type Referral, type ReferralProgram } from '../api.ts';
import { useDateTime } from '../useDateTime.ts';
import { LevelFeesEditor } from './LevelFeesEditor.tsx';
import { ProgramStatusTags } from './ProgramStatusTags.tsx';
import { listQueryState } from '../../../components/listQueryState.ts';

const REFERRALS_PAGE_SIZE = 20;

export interface ProgramDrawerProps {
  program: ReferralProgram;
  onClose: () => void;
}

/**
 * One program, in a wide dialog over the list: block, unblock, activate or disable it, its fees per level, its referrals (add, remove).
 * Each action shows only when the access table lets this admin call its operation.
 */
export function ProgramDrawer({ program, onClose }: ProgramDrawerProps) {
  const { t } = useTranslation('referralProgram');
  const canChange = useCan('POST v2/Referral/UpdateReferralProgram');
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const refresh = () => queryClient.invalidateQueries({ queryKey: referralKeys.all });
  const name = program.userName ?? `#${program.userId}`;

  const flag = (change: { isBlocked?: boolean; isActive?: boolean }, what: 'block' | 'unblock' | 'activate' | 'disable') =>
    confirm({
      title: t(`referralProgram.actions.${what}`),
      text: t(`referralProgram.actions.${what}Text`, { id: program.referralId, user: name }),
      action: async () => {
        await updateProgram({ referralProgramId: program.id, ...change });
        void showSuccess(`referralProgram.toast.${what}`);
        await refresh();
      },
    });

  return (
    <Dialog isOpen onClose={onClose} title={t('referralProgram.drawer.title', { id: program.referralId, user: name })} className="referral-drawer">
      <div className="referral-drawer-body">
        <div className="referral-drawer-head">
          <ProgramStatusTags program={program} />
          <span className={Classes.TEXT_MUTED}>{program.link}</span>
          {canChange && (
            <ButtonGroup>
              {program.isBlocked ? (
                <Button text={t('referralProgram.actions.unblock')} onClick={() => void flag({ isBlocked: false }, 'unblock')} />
              ) : (
                <Button intent="danger" text={t('referralProgram.actions.block')} onClick={() => void flag({ isBlocked: true }, 'block')} />
              )}
              {program.isActive ? (
                <Button text={t('referralProgram.actions.disable')} onClick={() => void flag({ isActive: false }, 'disable')} />
              ) : (
                <Button intent="success" disabled={program.isBlocked} text={t('referralProgram.actions.activate')} onClick={() => void flag({ isActive: true }, 'activate')} />
              )}
            </ButtonGroup>
          )}
        </div>
        <Section title={t('referralProgram.fees.title')} compact>
          <SectionCard>
            <LevelFeesEditor
              key={JSON.stringify(program.levels)}
              label={t('referralProgram.fees.label', { id: program.referralId })}
              levels={program.levels}
              readOnly={!canChange}
              onSave={async (levels) => {
                await updateProgram({ referralProgramId: program.id, levels });
                void showSuccess('referralProgram.toast.feesSaved');
                await refresh();
              }}
            />
          </SectionCard>
        </Section>
        <ReferralsSection program={program} confirm={confirm} />
      </div>
      {dialog}
    </Dialog>
  );
}

function ReferralsSection({ program, confirm }: { program: ReferralProgram; confirm: ReturnType<typeof useConfirm>['confirm'] }) {
  const { t } = useTranslation('referralProgram');
  const canAdd = useCan('PUT v2/Referral/AddUserToReferral');
  const canRemove = useCan('PUT v2/Referral/RemoveUserFromReferral');
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const [level, setLevel] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const [newUser, setNewUser] = useState('');
  const [newLevel, setNewLevel] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = useQuery(
    referralQueries.referrals({ referralProgramId: program.id, ...(level ? { level } : {}), offset: pageOffset(page, REFERRALS_PAGE_SIZE), limit: REFERRALS_PAGE_SIZE, getTotal: true }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: referralKeys.all });
  const remove = (r: Referral) =>
    confirm({
      title: t('referralProgram.referrals.remove'),
      text: t('referralProgram.referrals.removeText', { user: r.userName ?? `#${r.userId}`, id: program.referralId }),
      action: async () => {
        await removeUserFromProgram(program.id, r.userId);
        void showSuccess('referralProgram.toast.userRemoved');
        await refresh();
      },
    });
  const add = async () => {
    const userId = Number(newUser);
    if (!Number.isInteger(userId) || userId < 1) return;
    setAdding(true);
    try {
      await addUserToProgram(program.id, userId, newLevel);
      void showSuccess('referralProgram.toast.userAdded');
      setNewUser('');
      await refresh();
    } catch (error) {
      void showError(error);
    } finally {
      setAdding(false);
    }
  };
  // The remove action sits beside the user it acts on, so it stays in view however wide the table.
  const columns: DataTableColumn<Referral>[] = [
    {
      key: 'user',
      header: 'referralProgram.referrals.user',
      width: 280,
      render: (r) => (
        <span className="referral-user-cell">
          <Link to={`/user/${r.userId}`}>{r.userName ?? `#${r.userId}`}</Link>
          {canRemove && <Button small minimal intent="danger" text={t('referralProgram.referrals.removeShort')} aria-label={t('referralProgram.referrals.removeUser', { user: r.userName ?? r.userId })} onClick={() => void remove(r)} />}
        </span>
      ),
    },
    { key: 'level', header: 'referralProgram.referrals.level', width: 80, render: (r) => r.level },
    { key: 'incomeSum', header: 'referralProgram.referrals.incomeSum', width: 160, render: (r) => `${formatAmount(r.incomeSum, 2)} USD` },
    { key: 'date', header: 'referralProgram.referrals.date', width: 170, render: (r) => dateTime(r.dateCreated) },
  ];
  return (
    <Section title={t('referralProgram.referrals.title', { count: program.usersCount })} compact>
      <SectionCard>
        <div className="referral-referrals-bar">
          <FormGroup label={t('referralProgram.referrals.level')} inline>
            <HTMLSelect value={level} onChange={(e) => { setLevel(e.target.value ? Number(e.target.value) : ''); setPage(1); }} aria-label={t('referralProgram.referrals.levelFilter')}>
              <option value="">{t('referralProgram.any')}</option>
              {REFERRAL_LEVELS.map((l) => <option key={l} value={l}>{t('referralProgram.fees.levelN', { level: l })}</option>)}
            </HTMLSelect>
          </FormGroup>
          {canAdd && (
            <form className="referral-add" onSubmit={(e) => { e.preventDefault(); void add(); }}>
              <GuardedNumericInput small value={newUser} onValueChange={(v) => setNewUser(v)} placeholder={t('referralProgram.referrals.userId')} aria-label={t('referralProgram.referrals.userId')} />
              <HTMLSelect value={newLevel} onChange={(e) => setNewLevel(Number(e.target.value))} aria-label={t('referralProgram.referrals.newLevel')}>
                {REFERRAL_LEVELS.map((l) => <option key={l} value={l}>{t('referralProgram.fees.levelN', { level: l })}</option>)}
              </HTMLSelect>
              <Button type="submit" intent="primary" small text={t('referralProgram.referrals.add')} loading={adding} disabled={!newUser || program.isBlocked} />
            </form>
          )}
        </div>
        <DataTable label={t('referralProgram.referrals.label')} columns={columns} rows={list.data?.items ?? []} getRowKey={(r) => r.userId} {...listQueryState(list, t('referralProgram.loadFailed'))} skeletonRows={5} maxHeight={360} />
        <Paging page={page} pageSize={REFERRALS_PAGE_SIZE} total={list.data?.total ?? 0} pageSizes={[REFERRALS_PAGE_SIZE]} onPageChange={setPage} />
      </SectionCard>
    </Section>
  );
}
