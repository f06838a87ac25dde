import { render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMoneySubmission } from './use-money-submission.ts';

describe('useMoneySubmission', () => {
  it('sends a submit that comes before its chart has started (between a commit and its effects)', async () => {
    const send = vi.fn((_body: { amount: number }, _key: string) => Promise.resolve('paid'));
    const onDone = vi.fn();
    // A layout effect runs after the commit and before the passive effects, where the chart's
    // actor starts: the moment a click can come on a busy phone.
    const SubmitsAtOnce = () => {
      const submission = useMoneySubmission(send, onDone);
      const submitted = useRef(false);
      useLayoutEffect(() => {
        if (submitted.current) return;
        submitted.current = true;
        void submission.submit({ amount: 1 });
      }, [submission]);
      return <p>{submission.busy ? 'Sending' : 'Ready'}</p>;
    };
    render(<SubmitsAtOnce />);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('paid'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Ready')).toBeInTheDocument();
  });
});
