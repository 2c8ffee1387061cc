import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { programmes } from '../testing/fixtures';
import { renderRoute, seededClient } from '../testing/render';
import { Component as ProgrammeDetail } from './programme-detail';

const client = () => seededClient([[['programmes', 'en'], programmes]]);

describe('Programme detail page', () => {
  it('renders the programme found by id, its body blocks and the other programmes', () => {
    renderRoute(<ProgrammeDetail />, { url: '/program/16', path: '/program/:id', client: client() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Full-Stack Web Developer Bootcamp' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What you will build' })).toBeInTheDocument();
    expect(screen.getByText('Four portfolio projects, reviewed every week.')).toBeInTheDocument();
    expect(screen.getByText('Career coaching')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corporate Training' })).toHaveAttribute('href', '/program/17');
    expect(document.title).toBe('Full-Stack Web Developer Bootcamp');
  });

  it('shows Page not found for an unknown id', () => {
    renderRoute(<ProgrammeDetail />, { url: '/program/999', path: '/program/:id', client: client() });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Full-Stack Web Developer Bootcamp')).not.toBeInTheDocument();
  });
});
