/**
 * `npm run storage:copy -- --to s3`: copies the local upload folder (UPLOAD_DIR, default DATA_DIR/uploads)
 * into the S3 bucket of the S3_* variables; `--to local` copies the bucket into the folder. Skips files the
 * target has with the same size, so it can be run again after an interruption, and before and after the
 * switch to STORAGE=s3 (docs/architecture.md "File storage").
 */
import { loadEnv } from '../env';
import { copyFiles } from './copy-files';
import { createS3FileStoreFromEnv, uploadDirOf } from '.';
import { createLocalFileStore } from './local-file-store';

const args = process.argv.slice(2);
const to = args[args.indexOf('--to') + 1];
if (!args.includes('--to') || (to !== 's3' && to !== 'local')) {
  console.error('usage: npm run storage:copy -- --to s3|local');
  process.exit(2);
}
const env = loadEnv();
const local = createLocalFileStore(uploadDirOf(env));
const bucket = createS3FileStoreFromEnv(env);
const [from, target] = to === 's3' ? [local, bucket] : [bucket, local];
const verbose = args.includes('--verbose');
const report = await copyFiles(from, target, { onFile: verbose ? (key, action) => console.log(`${action} ${key}`) : undefined });
console.log(`storage:copy to ${to}: ${report.copied} copied (${report.bytes} bytes), ${report.skipped} already there`);
// the S3 client's keep-alive sockets would hold the process open
bucket.close();
