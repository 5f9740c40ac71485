import type { ComponentType } from 'react';
import { ApprovalRequestPage } from './ApprovalRequestPage.tsx';
import { ApprovalsPage } from './ApprovalsPage.tsx';
import './approvals.css';

/** The approvals screen group (one lazy chunk): the list and one request. */
export const screens: Partial<Record<string, ComponentType>> = {
  approvals: ApprovalsPage,
  'approvals-request': ApprovalRequestPage,
};
