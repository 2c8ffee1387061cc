import { describe, expect, it } from 'vitest';
import { isContributor } from './session-store';

describe('isContributor (product §6)', () => {
  it("is a contributor in any case, and a company's admin, who builds every course (issue 24)", () => {
    for (const role of ['contributor', 'Contributor', 'CONTRIBUTOR', 'admin', 'Admin'])
      expect(isContributor(role), role).toBe(true);
    for (const role of ['consumer', 'Consumer', '', null, 'contributors', 'administrator'])
      expect(isContributor(role), String(role)).toBe(false);
  });
});
