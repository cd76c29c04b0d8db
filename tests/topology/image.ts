import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

/** One `COPY` of the runtime stage: from the build context (`stage` null) or another stage's files. */
export interface ImageCopy {
  stage: string | null;
  sources: string[];
  /** Absolute in the image. */
  target: string;
  /** Whether the sources go into `target` (a path ending in `/`, or several sources) rather than become it. */
  intoDirectory: boolean;
}

/** The runtime (last) stage of a Dockerfile: its WORKDIR and its COPY instructions, in order. */
export function runtimeStage(dockerfile: string): { workdir: string; copies: ImageCopy[] } {
  const stages = dockerfile.replace(/\\\n/g, ' ').split(/^FROM /m);
  let workdir = '/';
  const copies: ImageCopy[] = [];
  for (const line of (stages.at(-1) ?? '').split('\n').map((text) => text.trim())) {
    const [instruction, ...words] = line.split(/\s+/);
    if (instruction === 'WORKDIR') workdir = posix.resolve(workdir, words[0]);
    if (instruction !== 'COPY') continue;
    const flags = words.filter((word) => word.startsWith('--'));
    const paths = words.filter((word) => !word.startsWith('--'));
    const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length) ?? null;
    const sources = paths.slice(0, -1);
    const target = paths.at(-1) ?? '.';
    copies.push({ stage: from, sources, target: posix.resolve(workdir, target), intoDirectory: sources.length > 1 || target.endsWith('/') });
  }
  return { workdir, copies };
}

/**
 * Lays out the runtime image's files under `dir` as its COPY lines would, from this checkout: the
 * build context is the checkout, and every earlier stage ran in it (`npm run build` has built
 * dist/; the dependencies are the installed node_modules, linked rather than copied, a superset of
 * the production ones that tests/unit/ops/runtime-dependencies.test.ts checks). Processes started
 * in the returned WORKDIR then see only what the image holds: no TypeScript sources, no tooling.
 */
export function stageImage(root: string, dockerfile: string, dir: string): string {
  const { workdir, copies } = runtimeStage(dockerfile);
  for (const copy of copies) {
    for (const source of copy.sources) {
      // A stage's files sit under its WORKDIR (/app), which is the checkout here.
      const local = join(root, copy.stage === null ? source : posix.relative(workdir, source));
      const target = join(dir, copy.intoDirectory ? posix.join(copy.target, posix.basename(source)) : copy.target);
      mkdirSync(dirname(target), { recursive: true });
      if (posix.basename(source) === 'node_modules') symlinkSync(local, target, 'dir');
      else cpSync(local, target, { recursive: true });
    }
  }
  return join(dir, workdir);
}
