import { Button, Callout, Checkbox, Classes, FormGroup, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DARK_CLASS, PlainButton, PlainCallout, PlainCheckbox, PlainNonIdealState, PlainSpinner, PlainTag, PlainTextField } from './plainBlueprint.tsx';

const classesOf = (element: Element | null) => new Set((element?.getAttribute('class') ?? '').split(/\s+/).filter(Boolean));

/** The plain widgets must carry the classes Blueprint itself renders, or the login page loses its styles. */
describe('plain Blueprint markup', () => {
  it('uses the class namespace and dark class of the installed Blueprint', () => {
    expect(DARK_CLASS).toBe(Classes.DARK);
  });

  it('draws a loading primary button with the classes of Blueprint’s Button', () => {
    const { container: plain } = render(<PlainButton intent="primary" fill loading>Go</PlainButton>);
    const { container: real } = render(<Button intent="primary" fill loading>Go</Button>);
    expect(classesOf(plain.querySelector('button'))).toEqual(classesOf(real.querySelector('button')));
    expect(classesOf(plain.querySelector('[role=progressbar]'))).toEqual(classesOf(real.querySelector('[role=progressbar]')));
    expect(plain.querySelector('button')).toBeDisabled();
  });

  it('draws a field in error with the classes of FormGroup and InputGroup, and reports typing', async () => {
    const typed: string[] = [];
    const { container: plain } = render(<PlainTextField id="a" label="E-mail" error="Bad" value="" onValueChange={(v) => typed.push(v)} />);
    const { container: real } = render(
      <FormGroup label="E-mail" labelFor="b" intent="danger" helperText="Bad">
        <InputGroup id="b" intent="danger" />
      </FormGroup>,
    );
    for (const selector of [`.${Classes.FORM_GROUP}`, `.${Classes.INPUT_GROUP}`, 'input', 'label', `.${Classes.FORM_HELPER_TEXT}`]) {
      expect(classesOf(plain.querySelector(selector)), selector).toEqual(classesOf(real.querySelector(selector)));
    }
    expect(screen.getAllByLabelText('E-mail')[0]).toHaveAccessibleDescription('Bad');
    await userEvent.type(screen.getAllByLabelText('E-mail')[0]!, 'x');
    expect(typed).toEqual(['x']);
  });

  it('draws a callout, a spinner and a non-ideal state Blueprint’s way', () => {
    const { container: plain } = render(
      <>
        <PlainCallout intent="danger">Oops</PlainCallout>
        <PlainSpinner />
        <PlainNonIdealState title="T" description="D" />
      </>,
    );
    const { container: real } = render(
      <>
        <Callout intent="danger" compact>Oops</Callout>
        <Spinner />
        <NonIdealState title="T" description="D" />
      </>,
    );
    const callout = (root: Element) => [...classesOf(root.querySelector(`.${Classes.CALLOUT}`))].filter((c) => !c.includes('icon') && !c.includes('body-content'));
    expect(new Set(callout(plain))).toEqual(new Set(callout(real)));
    for (const selector of [`.${Classes.SPINNER}`, `.${Classes.SPINNER_HEAD}`, `.${Classes.NON_IDEAL_STATE}`, `.${Classes.NON_IDEAL_STATE_TEXT}`]) {
      expect(classesOf(plain.querySelector(selector)), selector).toEqual(classesOf(real.querySelector(selector)));
    }
  });

  it('draws a checkbox with the markup of Blueprint’s Checkbox, and reports clicks', async () => {
    const clicks: boolean[] = [];
    const { container: plain } = render(<PlainCheckbox aria-label="Pick row 1" checked={false} onChange={(event) => clicks.push(event.target.checked)} />);
    const { container: real } = render(<Checkbox aria-label="Pick row 2" checked={false} onChange={() => undefined} />);
    for (const selector of ['label', 'input', `.${Classes.CONTROL_INDICATOR}`]) {
      expect(classesOf(plain.querySelector(selector)), selector).toEqual(classesOf(real.querySelector(selector)));
    }
    const markup = (root: Element) => root.innerHTML.replace(/ aria-label="[^"]*"/g, '');
    expect(markup(plain)).toBe(markup(real));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick row 1' }));
    expect(clicks).toEqual([true]);
  });

  it('draws a multiline tag with the markup of Blueprint’s Tag, in every intent and shape a list uses', () => {
    const variants = [
      { intent: 'danger' as const },
      { intent: 'warning' as const, title: 'Locked: withdrawal' },
      { minimal: true },
      { round: true, className: 'users-tag', style: { backgroundColor: '#123456', color: '#ffffff' } },
      // a deal's and an approval request's status
      { minimal: true, intent: 'success' as const, 'data-status': 7 },
      { minimal: true, intent: 'primary' as const, 'data-status': 'pending' },
    ];
    for (const props of variants) {
      const { container: plain } = render(<PlainTag {...props}>Blocked</PlainTag>);
      const { container: real } = render(
        <Tag multiline {...props}>
          Blocked
        </Tag>,
      );
      expect(plain.innerHTML, JSON.stringify(props)).toBe(real.innerHTML);
    }
  });
});
