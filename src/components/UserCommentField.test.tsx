import './testing/setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Locale } from '../domain/languages.ts';
import { UserCommentField } from './UserCommentField.tsx';

function Field({ userLocale }: { userLocale: Locale }) {
  const [value, setValue] = useState('');
  return <UserCommentField value={value} onChange={setValue} userLocale={userLocale} />;
}

describe('UserCommentField', () => {
  it("names the user's language", () => {
    render(<Field userLocale="ru" />);
    expect(screen.getByText("User's language: Русский")).toBeInTheDocument();
  });

  it('warns when the comment starts in another alphabet', async () => {
    render(<Field userLocale="ru" />);
    await userEvent.type(screen.getByRole('textbox', { name: /Comment/ }), 'Hello');
    expect(screen.getByRole('status')).toHaveTextContent(
      "The comment is in a language other than the user's locale (Русский)",
    );
  });

  it('stays quiet for a comment in the user\'s alphabet or without letters yet', async () => {
    render(<Field userLocale="ru" />);
    const box = screen.getByRole('textbox', { name: /Comment/ });
    await userEvent.type(box, '12 ');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.type(box, 'Привет');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
