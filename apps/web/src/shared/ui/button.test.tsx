import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button while it works', () => {
  it('keeps the focus of the keyboard user who pressed it, says it is busy and ignores presses', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Buy</Button>);
    const button = screen.getByRole('button', { name: 'Buy' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    rerender(
      <Button onClick={onClick} loading>
        Buy
      </Button>,
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form again on Enter in a field', () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Comment" />
        <Button type="submit" loading>
          Post
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('acts on a press when it is not working', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Buy</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
