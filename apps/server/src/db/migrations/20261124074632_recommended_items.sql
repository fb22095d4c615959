CREATE INDEX "user_car_model_idx" ON "user_car" USING btree ("group_id","model_id");--> statement-breakpoint
CREATE INDEX "user_car_brand_idx" ON "user_car" USING btree ("group_id","brand_id");