CREATE TABLE "page_view_mark" (
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"day" date DEFAULT current_date NOT NULL,
	CONSTRAINT "page_view_mark_kind_target_id_viewer_id_day_pk" PRIMARY KEY("kind","target_id","viewer_id","day")
);
--> statement-breakpoint
ALTER TABLE "page_view_mark" ADD CONSTRAINT "page_view_mark_viewer_id_account_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_view_mark_day_idx" ON "page_view_mark" USING btree ("day");