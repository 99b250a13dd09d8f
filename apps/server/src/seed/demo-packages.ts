import { adPackage } from '../db/schema';
import type { DemoSeed } from './demo-seed';

/**
 * Three demo packages for the console's catalogue and the company's
 * purchase (decision 0040). Demo data only: a production catalogue is the
 * operators' to write in /ops/packages, so none of this is a migration.
 */
export const DEMO_PACKAGES = [
  {
    name: '채용 스타터',
    description: '채용정보 상단 추천 7일 2회와 직업 성향 검사 이용권 10회로 첫 채용을 시작합니다.',
    contents: { promotions: [{ product: 'list-top', days: 7, count: 2 }], testCredits: 10 },
    price: 250_000,
    validityDays: 90,
  },
  {
    name: '채용 스탠다드',
    description: '메인 포커스 채용 14일 1회, 상단 추천 7일 3회, 강조 표시 30일 1회, 검사 30회.',
    contents: {
      promotions: [
        { product: 'main-focus', days: 14, count: 1 },
        { product: 'list-top', days: 7, count: 3 },
        { product: 'highlight', days: 30, count: 1 },
      ],
      testCredits: 30,
    },
    price: 900_000,
    validityDays: 180,
  },
  {
    name: '채용 프리미엄',
    description:
      '메인 프리미엄 채용관 30일 1회, 포커스 채용 30일 1회, 강조 표시 30일 2회, 검사 100회.',
    contents: {
      promotions: [
        { product: 'main-premium', days: 30, count: 1 },
        { product: 'main-focus', days: 30, count: 1 },
        { product: 'highlight', days: 30, count: 2 },
      ],
      testCredits: 100,
    },
    price: 2_900_000,
    validityDays: 365,
  },
] as const;

export const demoPackagesSeed: DemoSeed = {
  name: 'packages',
  async run(tx) {
    await tx.insert(adPackage).values(
      DEMO_PACKAGES.map((p) => ({
        ...p,
        contents: {
          promotions: p.contents.promotions.map((line) => ({ ...line })),
          testCredits: p.contents.testCredits,
        },
        state: 'on-sale',
      })),
    );
  },
};
