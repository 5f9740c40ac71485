import { Classes, HTMLTable, Intent, Section, SectionCard, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../components/useTranslation.ts';
import { sessionQueries } from '../../../../api/sessionQueries.ts';
import { useAccess } from '../../../../components/access.ts';
import { QueryFailedCallout } from '../../../../components/QueryFailedCallout.tsx';
import { TableHead } from '../../../../components/TableHead.tsx';
import { useAction } from '../../../../components/useAction.ts';
import { useConfirm } from '../../../../components/useConfirm.tsx';
import { TECHNICAL_WORK_SWITCHES, type TechnicalWorkSwitch } from '../../../../domain/technicalSettings.ts';
import { technicalKeys, technicalWorkQuery, updateTechnicalWorkAction, type TechnicalWork } from '../../technicalApi.ts';

/**
 * The technical-work switches (GET Options/GetStatus, POST Options/UpdateTechnicalWork). Each change
 * goes through the confirm dialog, which says what the switch stops for users; the shell's copy of
 * the status is updated with the answer so the header shows the new state at once.
 */
export function TechnicalWorkSection() {
  const { t } = useTranslation('technicalSettings');
  const queryClient = useQueryClient();
  const access = useAccess();
  const state = useQuery(technicalWorkQuery());
  const { confirm, dialog } = useConfirm();
  const update = useAction(updateTechnicalWorkAction);
  const refusal = access.reason('POST Options/UpdateTechnicalWork');

  const toggle = async (name: TechnicalWorkSwitch, on: boolean) => {
    const label = t(`technicalSettings.work.switch.${name}.label`);
    let answer: TechnicalWork | undefined;
    const done = await confirm({
      title: t(on ? 'technicalSettings.work.confirm.onTitle' : 'technicalSettings.work.confirm.offTitle', { name: label }),
      text: t(on ? `technicalSettings.work.switch.${name}.stops` : `technicalSettings.work.switch.${name}.resumes`) + (on ? ` ${t('technicalSettings.work.confirm.everyoneSees')}` : ''),
      action: async () => {
        answer = await update.mutateAsync({ change: { [name]: on }, on, label });
      },
    });
    if (!done || !answer) return;
    const next = answer;
    queryClient.setQueryData(technicalKeys.status(), next);
    queryClient.setQueryData(sessionQueries.systemStatus().queryKey, (old) => (old ? { ...old, technicalWork: next } : old));
  };

  return (
    <Section title={t('technicalSettings.work.title')} subtitle={t('technicalSettings.work.subtitle')} compact className="technical-card">
      <SectionCard padded={false}>
        {state.isPending ? (
          <div className="technical-card-pad">
            <Spinner size={20} aria-label={t('technicalSettings.common.loading')} />
          </div>
        ) : state.isError ? (
          <div className="technical-card-pad">
            <QueryFailedCallout title={t('technicalSettings.work.loadFailed')} retry={t('technicalSettings.common.retry')} query={state} />
          </div>
        ) : (
          <HTMLTable compact className="technical-work-table" aria-label={t('technicalSettings.work.title')}>
            <TableHead columns={[t('technicalSettings.work.columns.switch'), t('technicalSettings.work.columns.effect'), t('technicalSettings.work.columns.state')]} />
            <tbody>
              {TECHNICAL_WORK_SWITCHES.map((name) => {
                const on = state.data[name];
                return (
                  <tr key={name}>
                    <td>
                      <Switch
                        className="technical-work-switch"
                        checked={on}
                        disabled={refusal !== undefined}
                        title={refusal}
                        label={t(`technicalSettings.work.switch.${name}.label`)}
                        onChange={() => void toggle(name, !on)}
                      />
                    </td>
                    <td className={Classes.TEXT_MUTED}>{t(`technicalSettings.work.switch.${name}.effect`)}</td>
                    <td>
                      <Tag multiline minimal intent={on ? Intent.WARNING : Intent.SUCCESS}>{t(on ? 'technicalSettings.work.stopped' : 'technicalSettings.work.running')}</Tag>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
      </SectionCard>
      {dialog}
    </Section>
  );
}
