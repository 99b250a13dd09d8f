import { parseArgs } from 'node:util';
import { OPERATOR_FLAGS } from '@ilteo/contract';
import { loadConfig } from './config';
import { openMigratedDatabase } from './db/prepare';
import { AppError } from './http/errors';
import { createOperator } from './modules/ops';

/**
 * `npm run ops:create-operator -- --login-id <id> --name <이름> [--consultant]
 * [--counsellor]`: creates an operator (decision 0026), the flags its extra
 * duties (app_user.ops_flags: 기업 컨설팅, the guide chat; decision 0035), in
 * the configured database (DATABASE_URL, else PGlite under DATA_DIR),
 * migrating it first. The password is read from OPERATOR_PASSWORD, or typed
 * at a prompt that does not echo it; never from the command line, where the
 * shell history and `ps` would keep it.
 */

const USAGE =
  '사용법: npm run ops:create-operator -- --login-id <아이디> --name <이름> [--consultant] [--counsellor]\n' +
  '--consultant: 기업 컨설팅 답변 담당, --counsellor: 상담 채팅 담당을 함께 맡깁니다.\n' +
  '비밀번호는 OPERATOR_PASSWORD 환경 변수로 주거나, 물으면 입력합니다.';

/** Reads one line from stdin; on a terminal the typed characters are not shown. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  if (input.isTTY) input.setRawMode(true);
  input.setEncoding('utf8');
  let typed = '';
  try {
    for await (const chunk of input) {
      for (const char of String(chunk)) {
        if (char === '\u0003') throw new Error('취소했습니다.');
        if (char === '\r' || char === '\n') return typed;
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    }
    return typed;
  } finally {
    if (input.isTTY) input.setRawMode(false);
    input.pause();
    process.stderr.write('\n');
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'login-id': { type: 'string' },
      name: { type: 'string' },
      consultant: { type: 'boolean' },
      counsellor: { type: 'boolean' },
    },
  });
  const loginId = values['login-id'];
  const name = values.name;
  if (!loginId || !name) throw new Error(USAGE);
  const flags = OPERATOR_FLAGS.filter((flag) => values[flag] === true);
  const password = process.env.OPERATOR_PASSWORD ?? (await readPassword('비밀번호: '));
  const config = loadConfig();
  const handle = await openMigratedDatabase(config, (m) => console.info(m));
  try {
    const { userId } = await createOperator(
      handle.db,
      { loginId, name, password, flags },
      { ip: 'cli' },
    );
    console.info(
      `운영자 ${loginId}(${userId})를 만들었습니다. /ops/login 에서 로그인하면 인증 앱(TOTP)을 등록합니다.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof AppError || err instanceof Error ? err.message : err);
  process.exit(1);
});
