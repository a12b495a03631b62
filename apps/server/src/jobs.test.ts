import { describe, expect, it } from 'vitest';
import type { Deps } from './platform/deps';
import { loadEnv } from './platform/env';
import { RENAMED_JOBS, appJobs } from './jobs';

/** docs/architecture.md "Code layout: one name per domain": `<domain>-<job>`, kebab-case, the domain as its module folder is named. */
const JOB_NAME = /^(mail|accounts|users|dwellings|payments|seekers|viewings)-[a-z]+(-[a-z]+)*$/;

describe('job names', () => {
  // building the handlers only closes over deps; nothing runs
  const jobs = appJobs({ env: loadEnv({}) } as Deps);

  it('every queue is named <domain>-<job>', () => {
    expect(Object.keys(jobs.handlers).filter((name) => !JOB_NAME.test(name))).toEqual([]);
  });

  it('every renamed queue moves its waiting jobs to a queue that has a handler', () => {
    expect(Object.values(RENAMED_JOBS).filter((name) => !(name in jobs.handlers))).toEqual([]);
    expect(jobs.renamed).toEqual(RENAMED_JOBS);
  });
});
