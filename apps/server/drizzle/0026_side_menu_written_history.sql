-- The side menu's 마이홈 group gains 작성 이력 (/person/myhome/posts), last in the
-- group so that no menu id changes (db/reference/side-menu.ts). sort_order is
-- the row's position in the whole menu: the rows after it move down one.
UPDATE "side_menu" SET "sort_order" = "sort_order" + 1 WHERE "menu_se" = 'person' AND "sort_order" >= 22;--> statement-breakpoint
INSERT INTO "side_menu" ("menu_id", "upper_menu_id", "menu_se", "name", "path", "sort_order", "login_required")
VALUES ('M0507', 'M05', 'person', '작성 이력', '/person/myhome/posts', 22, TRUE);
