import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from '../components/faq-accordion';

const ITEMS = [
  { question: 'How do I apply?', answer: <p>Create a seeker account.</p> },
  { question: 'How are donations used?', answer: <p>They go to pilgrims.</p> },
  { question: 'Is my information safe?', answer: <p>Only reviewers see documents.</p> },
];

const question = (name: string) => screen.getByRole('button', { name });
const openAnswers = () => screen.queryAllByRole('region').map((region) => region.textContent);

describe('FaqAccordion', () => {
  it('opens the first answer, linked to its question by aria-controls and aria-labelledby', () => {
    render(<FaqAccordion items={ITEMS} />);

    expect(question('How do I apply?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('How are donations used?')).toHaveAttribute('aria-expanded', 'false');
    const answer = screen.getByRole('region', { name: 'How do I apply?' });
    expect(answer).toHaveTextContent('Create a seeker account.');
    expect(question('How do I apply?')).toHaveAttribute('aria-controls', answer.id);
    expect(openAnswers()).toEqual(['Create a seeker account.']);
  });

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);

    await user.click(question('Is my information safe?'));

    expect(openAnswers()).toEqual(['Only reviewers see documents.']);
    expect(question('Is my information safe?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('How do I apply?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Create a seeker account.')).not.toBeVisible();
  });

  it('closes the open answer when its question is pressed again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);

    await user.click(question('How do I apply?'));

    expect(openAnswers()).toEqual([]);
    expect(question('How do I apply?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Tab to a question, Enter and Space toggle it', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} initiallyOpen={null} />);

    await user.tab();
    expect(question('How do I apply?')).toHaveFocus();
    await user.tab();
    expect(question('How are donations used?')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(openAnswers()).toEqual(['They go to pilgrims.']);

    await user.keyboard(' ');
    expect(openAnswers()).toEqual([]);
  });

  it('moves between questions with the arrow keys, Home and End, wrapping round', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={ITEMS} />);
    question('How do I apply?').focus();

    await user.keyboard('{ArrowDown}');
    expect(question('How are donations used?')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(question('How do I apply?')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(question('Is my information safe?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(question('How do I apply?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(question('Is my information safe?')).toHaveFocus();
    // Moving focus opens nothing by itself.
    expect(openAnswers()).toEqual(['Create a seeker account.']);
  });
});
