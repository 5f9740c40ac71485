import { Button, ButtonGroup, Dialog, FormGroup, HTMLSelect, Section, SectionCard, Classes } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../components/useTranslation.ts';
import { Link } from 'react-router-dom';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import type { DataTableColumn } from '../../../components/dataTableModel.ts';
import { GuardedNumericInput } from '../../../components/GuardedNumericInput.tsx';
import { Paging } from '../../../components/Paging.tsx';
import { useAction } from '../../../components/useAction.ts';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { formatAmount } from '../../../components/numberFormat.ts';
import { pageRequest } from '../../../domain/pageRequest.ts';
import { REFERRAL_LEVELS } from '../../../domain/referralStaking.ts';
import { addProgramUser, flagProgram, referralQueries, removeProgramUser, saveProgramFees, type Referral, type ReferralProgram } from '../api.ts';
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
  const flagAction = useAction(flagProgram);
  const saveFees = useAction(saveProgramFees);
  const canChange = flagAction.allowed;
  const { confirm, dialog } = useConfirm();
  const name = program.userName ?? `#${program.userId}`;

  const flag = (what: 'block' | 'unblock' | 'activate' | 'disable') =>
    confirm({
      title: t(`referralProgram.actions.${what}`),
      text: t(`referralProgram.actions.${what}Text`, { id: program.referralId, user: name }),
      action: () => flagAction.settle({ programId: program.id, what }),
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
                <Button text={t('referralProgram.actions.unblock')} onClick={() => void flag('unblock')} />
              ) : (
                <Button intent="danger" text={t('referralProgram.actions.block')} onClick={() => void flag('block')} />
              )}
              {program.isActive ? (
                <Button text={t('referralProgram.actions.disable')} onClick={() => void flag('disable')} />
              ) : (
                <Button intent="success" disabled={program.isBlocked} text={t('referralProgram.actions.activate')} onClick={() => void flag('activate')} />
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
              readOnly={!saveFees.allowed}
              onSave={async (levels) => {
                await saveFees.settle({ programId: program.id, levels });
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
  const addUser = useAction(addProgramUser);
  const removeUser = useAction(removeProgramUser);
  const dateTime = useDateTime();
  const [level, setLevel] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const [newUser, setNewUser] = useState('');
  const [newLevel, setNewLevel] = useState(1);
  const list = useQuery(
    referralQueries.referrals({ referralProgramId: program.id, ...(level ? { level } : {}), ...pageRequest({ page, pageSize: REFERRALS_PAGE_SIZE }) }),
  );
  const remove = (r: Referral) =>
    confirm({
      title: t('referralProgram.referrals.remove'),
      text: t('referralProgram.referrals.removeText', { user: r.userName ?? `#${r.userId}`, id: program.referralId }),
      action: () => removeUser.settle({ programId: program.id, userId: r.userId }),
    });
  const add = () => {
    const userId = Number(newUser);
    if (!Number.isInteger(userId) || userId < 1) return;
    addUser.mutate({ programId: program.id, userId, level: newLevel }, { onSuccess: () => setNewUser('') });
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
          {<ActionButton action={removeUser} whenRefused="hide" size="small" variant="minimal" intent="danger" text={t('referralProgram.referrals.removeShort')} aria-label={t('referralProgram.referrals.removeUser', { user: r.userName ?? r.userId })} onClick={() => void remove(r)} />}
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
          {addUser.allowed && (
            <form className="referral-add" onSubmit={(e) => { e.preventDefault(); add(); }}>
              <GuardedNumericInput small value={newUser} onValueChange={(v) => setNewUser(v)} placeholder={t('referralProgram.referrals.userId')} aria-label={t('referralProgram.referrals.userId')} />
              <HTMLSelect value={newLevel} onChange={(e) => setNewLevel(Number(e.target.value))} aria-label={t('referralProgram.referrals.newLevel')}>
                {REFERRAL_LEVELS.map((l) => <option key={l} value={l}>{t('referralProgram.fees.levelN', { level: l })}</option>)}
              </HTMLSelect>
              <Button type="submit" intent="primary" small text={t('referralProgram.referrals.add')} loading={addUser.isPending} disabled={!newUser || program.isBlocked} />
            </form>
          )}
        </div>
        <DataTable label={t('referralProgram.referrals.label')} columns={columns} rows={list.data?.items ?? []} getRowKey={(r) => r.userId} {...listQueryState(list, t('referralProgram.loadFailed'))} skeletonRows={5} maxHeight={360} />
        <Paging page={page} pageSize={REFERRALS_PAGE_SIZE} total={list.data?.total ?? 0} pageSizes={[REFERRALS_PAGE_SIZE]} onPageChange={setPage} />
      </SectionCard>
    </Section>
  );
}
