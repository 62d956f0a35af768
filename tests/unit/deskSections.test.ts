import { describe, expect, it } from 'vitest';
import { deskSectionIds, deskSections, maySeeSection, sectionsFor } from '../../domain/desk/sections.ts';
import { isDeskPath } from '../../domain/desk/paths.ts';

describe('desk sections', () => {
  it('staff sees orders, phone orders and password help', () => {
    expect(sectionsFor('staff')).toEqual(expect.arrayContaining(['orders', 'phoneOrder', 'passwordHelp']));
    sectionsFor('staff').forEach((id) => expect(deskSections[id].requires).toBe('staff'));
  });

  it('the owner sees every section', () => {
    expect(sectionsFor('owner')).toEqual(deskSectionIds);
  });

  it.each([
    ['staff', 'staff', true],
    ['staff', 'owner', false],
    ['owner', 'staff', true],
    ['owner', 'owner', true],
  ] as const)('a %s sees a section needing %s: %s', (role, requires, seen) => {
    expect(maySeeSection(role, { path: '/desk/x', label: 'X', requires })).toBe(seen);
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
