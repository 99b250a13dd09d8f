-- 고용형태 (EMP_TP) names as Korean job portals show them (정규직, 계약직 …); the
-- codes stay 고용24's empTp. Mirrors src/db/reference/codes.ts, whose comment
-- keeps 고용24's own wording.
UPDATE "common_code" SET "name" = '정규직' WHERE "grp_cd" = 'EMP_TP' AND "cd" = '10';--> statement-breakpoint
UPDATE "common_code" SET "name" = '정규직(시간선택제)' WHERE "grp_cd" = 'EMP_TP' AND "cd" = '11';--> statement-breakpoint
UPDATE "common_code" SET "name" = '계약직' WHERE "grp_cd" = 'EMP_TP' AND "cd" = '20';--> statement-breakpoint
UPDATE "common_code" SET "name" = '계약직(시간선택제)' WHERE "grp_cd" = 'EMP_TP' AND "cd" = '21';--> statement-breakpoint
UPDATE "common_code" SET "name" = '파견직' WHERE "grp_cd" = 'EMP_TP' AND "cd" = '4';--> statement-breakpoint
UPDATE "common_code" SET "name" = '대체인력' WHERE "grp_cd" = 'EMP_TP' AND "cd" = 'Y';
