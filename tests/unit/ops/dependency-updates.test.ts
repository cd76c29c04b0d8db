// Renovate keeps the pinned dependencies current in reviewed batches (docs/guides/security.md); it
// can only do so for exact pins, and must never offer a version that drops Node.js 24.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface PackageRule {
  matchUpdateTypes?: string[];
  matchDepTypes?: string[];
  matchPackageNames?: string[];
  groupName?: string | null;
  dependencyDashboardApproval?: boolean;
  allowedVersions?: string;
}
const renovate = JSON.parse(readFileSync('renovate.json', 'utf8')) as { rangeStrategy: string; separateMajorMinor: boolean; schedule: string[]; constraints: Record<string, string>; constraintsFiltering: string; packageRules: PackageRule[] };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<'dependencies' | 'devDependencies' | 'overrides', Record<string, string>>;

describe('dependency updates', () => {
  it('pins every dependency exactly, as Renovate keeps them', () => {
    const ranges = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.overrides }).filter(([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version));
    expect(ranges).toEqual([]);
    expect(renovate.rangeStrategy).toBe('pin');
  });

  it('batches minor and patch updates on a schedule, keeps each major apart behind approval, and holds to Node.js 24', () => {
    expect(renovate.schedule.length).toBeGreaterThan(0);
    const batches = renovate.packageRules.filter((rule) => rule.groupName && rule.matchUpdateTypes?.every((type) => type === 'minor' || type === 'patch'));
    expect(batches.flatMap((rule) => rule.matchDepTypes ?? []).sort()).toEqual(['dependencies', 'devDependencies']);
    const majors = renovate.packageRules.find((rule) => rule.matchUpdateTypes?.includes('major'));
    expect(majors?.groupName).toBeUndefined();
    expect(majors?.dependencyDashboardApproval).toBe(true);
    expect(renovate.separateMajorMinor).toBe(true);
    expect(renovate.constraints.node).toBe('^24');
    expect(renovate.constraintsFiltering).toBe('strict');
    expect(renovate.packageRules.find((rule) => rule.matchPackageNames?.includes('@types/node'))?.allowedVersions).toBe('<25');
  });
});
