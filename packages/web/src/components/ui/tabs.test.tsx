import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const Example = () => {
  const [selected, setSelected] = useState<'email' | 'phone'>('email');
  return (
    <Tabs
      label="Method"
      tabs={[
        { value: 'email', label: 'Email' },
        { value: 'phone', label: 'Phone' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>{selected} panel</p>
    </Tabs>
  );
};

describe('tabs', () => {
  it('selects by click and by arrow keys, with only the selected tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const email = screen.getByRole('tab', { name: 'Email' });
    const phone = screen.getByRole('tab', { name: 'Phone' });
    expect(screen.getByRole('tablist', { name: 'Method' })).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-selected', 'true');
    expect(phone).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('email panel');

    await user.click(phone);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('phone panel');

    await user.keyboard('{ArrowRight}');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('phone panel');
    expect(phone).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });
});
