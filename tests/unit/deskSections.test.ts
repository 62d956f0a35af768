import { describe, expect, it } from 'vitest';
import { deskSectionIds, deskSections, maySeeSection, sectionsFor } from '../../domain/desk/sections.ts';
import { isDeskPath } from '../../domain/desk/paths.ts';

describe('desk sections', () => {
  it('staff sees orders, phone orders and password help', () => {
    expect(sectionsFor('staff')).toEqual(expect.arrayContaining(['orders', 'phoneOrder', 'passwordHelp']));
    expect(sectionsFor('staff')).toHaveLength(3);
  });

  it('the owner sees every section', () => {
    expect(sectionsFor('owner')).toEqual(deskSectionIds);
  });

  it.each([
    ['staff', 'orders', true],
    ['staff', 'catalogue', false],
    ['staff', 'audit', false],
    ['owner', 'orders', true],
    ['owner', 'catalogue', true],
  ] as const)('a %s sees a section of %s: %s', (role, action, seen) => {
    expect(maySeeSection(role, { path: '/desk/x', label: 'X', action })).toBe(seen);
  });

  it('every section lives under /desk, with a path of its own', () => {
    const paths = deskSectionIds.map((id) => deskSections[id].path);
    paths.forEach((path) => expect(isDeskPath(path)).toBe(true));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/desk', true],
    ['/DESK/orders', true],
    ['/desk/', true],
    ['/desks', false],
    ['/', false],
    ['/products/desk', false],
  ])('isDeskPath(%j) -> %s', (path, desk) => {
    expect(isDeskPath(path)).toBe(desk);
  });
});
