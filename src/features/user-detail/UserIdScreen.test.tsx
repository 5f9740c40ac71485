import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDocument } from './api.ts';
import { aUser, renderUserDetail, reply, v2Error, type RecordedCall } from './testing/renderUserDetail.tsx';
import { UserIdScreen } from './UserIdScreen.tsx';

const blank: Omit<UserDocument, 'id'> = {
  userId: 42, type: null, firstName: null, lastName: null, middleName: null, birthday: null, country: null, city: null,
  address: null, citizenship: null, documentExpireDate: null, documentIssuedBy: null, documentIssuedDate: null,
  documentNumber: null, gender: null, postalCode: null, isChecked: false, dateCreated: '2025-01-01T00:00:00.000Z', files: [],
};

const verification = (status: string) => ({
  userId: 42, status, verificationType: 'manual', autoVerificationStatus: null, autoProvider: null,
  dateRequested: null, dateUpdated: null, comment: null, allowedResponses: [],
});

describe('documents', () => {
  it('lists only documents with at least one field, and says so when a scan cannot be loaded', async () => {
    renderUserDetail(UserIdScreen, '', {
      'POST /v2/User/GetUserDocuments': {
        items: [
          { ...blank, id: 1 },
          { ...blank, id: 2, type: 'passport', lastName: 'Lovelace', birthday: '1990-12-10', files: [{ userFileId: 9, name: 'front.png', extension: 'png', contentType: 'image/png', size: 2048 }] },
        ],
        total: 2,
      },
      'GET /User/GetUserFile': reply(404, { error: { status: 404, code: 104, message: 'Not found' } }),
    });
    const listed = await screen.findAllByRole('article');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toHaveAccessibleName('Document 2');
    expect(within(listed[0]!).getByText('Lovelace')).toBeInTheDocument();
    expect(within(listed[0]!).getByText('10.12.1990')).toBeInTheDocument();
    expect(await within(listed[0]!).findByText('Failed to load image')).toBeInTheDocument();
  });
});

describe('verification', () => {
  it('offers only the responses the transition table allows from the current status', async () => {
    renderUserDetail(UserIdScreen, '', { 'GET /User/GetVerificationInfo': verification('verified') });
    const actions = await screen.findByRole('group', { name: 'Verification actions' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Reset']);
  });

  it('asks for a reason before a rejection and sends it', async () => {
    const checks: RecordedCall[] = [];
    const { calls } = renderUserDetail(UserIdScreen, '', {
      'GET /User/GetVerificationInfo': verification('inProcess'),
      'PUT /v2/User/CheckUserDocument': (call: RecordedCall) => {
        checks.push(call);
        return verification('rejectedCanReapply');
      },
    });
    const user = userEvent.setup();
    const actions = await screen.findByRole('group', { name: 'Verification actions' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Verify', 'Reject (may reapply)', 'Reject for good', 'Ask for data', 'Reset', 'Send to external service',
    ]);
    await user.click(within(actions).getByRole('button', { name: 'Reject (may reapply)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Comment/), 'Blurred photo');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(checks.map((c) => c.body)).toEqual([{ userId: 42, response: 'rejected', comment: 'Blurred photo' }]));
    // the answer moves the latest request, so its history is asked for again
    await waitFor(() => expect(calls.filter((c) => c.path === '/v2/Verification/GetVerificationRequests')).toHaveLength(2));
  });
});

const request = (id: number, status: string, adminId: number | null, dateCreated: string) => ({
  id, userId: 42, userName: 'ada_lovelace', email: 'ada@example.com', status, verificationType: 'manual', adminId,
  dateCreated, dateUpdated: adminId === null ? null : dateCreated,
});

describe('verification requests', () => {
  it("lists this user's requests, newest first, with who answered them", async () => {
    const { calls } = renderUserDetail(UserIdScreen, '', {
      'POST /v2/Verification/GetVerificationRequests': {
        items: [request(7, 'inProcess', null, '2025-03-02T10:00:00.000Z'), request(3, 'rejectedCanReapply', 1, '2025-02-01T09:30:00.000Z')],
        total: 2,
      },
    });
    const table = await screen.findByRole('region', { name: 'Verification requests' });
    expect(await within(table).findByText('Rejected (may reapply)')).toBeInTheDocument();
    expect(within(table).getByText('In process')).toBeInTheDocument();
    expect(within(table).getByText('admin@demo.local')).toBeInTheDocument();
    expect(within(table).getByText('02.03.2025 10:00:00')).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/v2/Verification/GetVerificationRequests').map((c) => c.body);
    expect(asked[0]).toEqual({ userIdList: [42], offset: 0, limit: 20, getTotal: true, sort: { field: 'dateCreated', desc: true } });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages through a long history on the server', async () => {
    const { calls } = renderUserDetail(UserIdScreen, '', {
      'POST /v2/Verification/GetVerificationRequests': (call: RecordedCall) => {
        const { offset } = call.body as { offset: number };
        return { items: [request(offset + 1, 'verified', 1, '2025-01-05T00:00:00.000Z')], total: 45 };
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Verification requests' });
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/v2/Verification/GetVerificationRequests').map((c) => (c.body as { offset: number }).offset)).toEqual([0, 40]),
    );
  });
});

describe('profile edits', () => {
  it('refuses an empty identificator with the spec message', async () => {
    const { calls } = renderUserDetail(UserIdScreen, '');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New identificator'), '   {Enter}');
    expect(screen.getByText('New identificator field is empty')).toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('identificator'))).toBe(false);
  });

  it('saves language and time zone together through the localization settings call', async () => {
    const saves: RecordedCall[] = [];
    let current = aUser({ locale: 'en', timezone: null });
    const { calls } = renderUserDetail(UserIdScreen, '', {
      'POST /v2/User/GetUser': () => current,
      'PUT /v2/User/UpdateUserLocalizationSettings': (call: RecordedCall) => {
        saves.push(call);
        current = aUser({ locale: 'et', timezone: 'Europe/Tallinn' });
        return { success: true };
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Localization' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText('Language'), 'et');
    await user.selectOptions(within(form).getByLabelText('Time zone'), 'Europe/Tallinn');
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Change localization settings' });
    expect(dialog).toHaveTextContent("Set the user's language to Eesti and time zone to Europe/Tallinn?");
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(saves.map((c) => c.body)).toEqual([{ userId: 42, locale: 'et', timezone: 'Europe/Tallinn' }]));
    expect(await screen.findByText('Localization settings saved')).toBeInTheDocument();
    // the form starts again from what the server now holds
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Localization' })).getByLabelText('Time zone')).toHaveValue('Europe/Tallinn'));
    expect(calls.some((c) => c.path.startsWith('/v1/user/'))).toBe(false);
  });

  it('clears the time zone by sending null', async () => {
    const saves: RecordedCall[] = [];
    renderUserDetail(UserIdScreen, '', {
      'POST /v2/User/GetUser': aUser({ locale: 'ru', timezone: 'Europe/Tallinn' }),
      'PUT /v2/User/UpdateUserLocalizationSettings': (call: RecordedCall) => {
        saves.push(call);
        return { success: true };
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Localization' });
    expect(within(form).getByLabelText('Time zone')).toHaveValue('Europe/Tallinn');
    await user.selectOptions(within(form).getByLabelText('Time zone'), 'Not set');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(saves.map((c) => c.body)).toEqual([{ userId: 42, locale: 'ru', timezone: null }]));
  });

  it.each([
    ['Language is not allowed', 'languageNotAllowed', 'Language is not allowed'],
    // the reason decides, not the text: a server answering in another language reads the same
    ['Sprache ist nicht erlaubt', 'languageNotAllowed', 'Language is not allowed'],
    ['Unknown time zone', 'validationFailed', 'Unexpected error'],
    ['Database is down', 'unexpected', 'Unexpected error'],
  ])('shows "%s" (%s) from the localization change as "%s"', async (serverMessage, reason, shown) => {
    renderUserDetail(UserIdScreen, '', {
      'POST /v2/User/GetUser': aUser({ locale: 'en' }),
      'PUT /v2/User/UpdateUserLocalizationSettings': v2Error(400, 100, serverMessage, reason),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Localization' });
    await user.selectOptions(within(form).getByLabelText('Language'), 'et');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change localization settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
  });

  it('checks the password rule before asking', async () => {
    renderUserDetail(UserIdScreen, '');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short{Enter}');
    expect(screen.getByText(/Password must be 8 to 64 characters/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the ID tab by admin status', () => {
  it('lets an admin change the password and identificator', async () => {
    renderUserDetail(UserIdScreen, '');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('New identificator')).toBeInTheDocument();
  });

  it('shows an arbitrator the profile without the password, identificator and localization changes', async () => {
    renderUserDetail(UserIdScreen, '', {}, 3);
    expect((await screen.findAllByText('ada_lovelace')).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.queryByLabelText('New identificator')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  });

  it('shows support the identificator change but no password reset (admins only, issue 23)', async () => {
    renderUserDetail(UserIdScreen, '', {}, 2);
    expect(await screen.findByLabelText('New identificator')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  });

  it("shows an arbitrator the server's refusal of a user outside their disputes instead of the documents", async () => {
    const refusal = 'An arbitrator sees the documents and verification only of the parties to their own disputes';
    renderUserDetail(UserIdScreen, '', {
      'POST /v2/User/GetUserDocuments': v2Error(403, 102, refusal, 'notADisputeParty'),
      'GET /User/GetVerificationInfo': v2Error(403, 102, refusal, 'notADisputeParty'),
      'POST /v2/Verification/GetVerificationRequests': v2Error(403, 102, refusal, 'notADisputeParty'),
      // its cases name the user, but the server has the last word (the case changed meanwhile)
      'GET /v1/arbitrator/trades/me': { result: { Success: true, Error: null }, data: [{ sellerId: 42, buyerId: 8 }], total: 1 },
    }, 3);
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(screen.queryByText('No documents')).toBeNull();
  });
});

describe('an arbitrator on the ID tab', () => {
  const trade = (sellerId: number, buyerId: number) => ({ sellerId, buyerId });

  it('asks for no documents or verification of a user outside its disputes, and says why', async () => {
    const { calls } = renderUserDetail(UserIdScreen, '', { 'GET /v1/arbitrator/trades/me': { result: { Success: true, Error: null }, data: [trade(7, 8)], total: 1 } }, 3);
    expect(await screen.findByText('Documents and verification are shown to an arbitrator only for the parties to its own disputes.')).toBeInTheDocument();
    const paths = calls.map((call) => call.path);
    expect(paths).not.toContain('/v2/User/GetUserDocuments');
    expect(paths).not.toContain('/User/GetVerificationInfo');
  });

  it('shows the documents of a party to one of its disputes', async () => {
    renderUserDetail(UserIdScreen, '', { 'GET /v1/arbitrator/trades/me': { result: { Success: true, Error: null }, data: [trade(7, 42)], total: 1 } }, 3);
    expect(await screen.findByText('No documents')).toBeInTheDocument();
    expect(screen.queryByText(/only for the parties/)).toBeNull();
  });
});
