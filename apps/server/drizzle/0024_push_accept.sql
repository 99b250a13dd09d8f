ALTER TABLE "push_token" ADD COLUMN "accept" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "push_token_device_idx" ON "push_token" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "push_token_token_idx" ON "push_token" USING btree ("token");