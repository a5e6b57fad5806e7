import * as migration_20261121_194757_initial from './20261121_194757_initial';
import * as migration_20261121_211206_data_model from './20261121_211206_data_model';
import * as migration_20261121_222253_home_pages_drafts_customer_links from './20261121_222253_home_pages_drafts_customer_links';
import * as migration_20261123_030000_rate_limits from './20261123_030000_rate_limits';
import * as migration_20261123_033857_device_registration from './20261123_033857_device_registration';
import * as migration_20261123_061132_service_mail_outbox from './20261123_061132_service_mail_outbox';
import * as migration_20261123_090504_job_named_status_mail from './20261123_090504_job_named_status_mail';
import * as migration_20261123_094500_service_queue_open_index from './20261123_094500_service_queue_open_index';
import * as migration_20261123_095000_service_request_counts from './20261123_095000_service_request_counts';
import * as migration_20261124_215659_search_keys from './20261124_215659_search_keys';
import * as migration_20261124_220000_search_keys_kept from './20261124_220000_search_keys_kept';
import * as migration_20261124_232249_desk_assignee_promised from './20261124_232249_desk_assignee_promised';
import * as migration_20261125_004029_customer_phone_consent from './20261125_004029_customer_phone_consent';
import * as migration_20261125_004330_survey_drafts from './20261125_004330_survey_drafts';
import * as migration_20261125_074507_trade_in_grades from './20261125_074507_trade_in_grades';
import * as migration_20261125_092405_shipping_inspection_payout from './20261125_092405_shipping_inspection_payout';
import * as migration_20261125_095552_service_days from './20261125_095552_service_days';
import * as migration_20261125_100059_warranty_codes from './20261125_100059_warranty_codes';
import * as migration_20261125_102958_device_transfer_offers from './20261125_102958_device_transfer_offers';
import * as migration_20261125_123600_repair_estimates from './20261125_123600_repair_estimates';
import * as migration_20261125_125150_visit_booking from './20261125_125150_visit_booking';
import * as migration_20261125_130808_service_messages from './20261125_130808_service_messages';
import * as migration_20261125_191138_object_storage_prefix from './20261125_191138_object_storage_prefix';
import * as migration_20261128_000627_return_address_detail from './20261128_000627_return_address_detail';
import * as migration_20261128_000635_identity_verification from './20261128_000635_identity_verification';
import * as migration_20261128_000806_privacy_access_records from './20261128_000806_privacy_access_records';
import * as migration_20261128_000919_customer_notices from './20261128_000919_customer_notices';
import * as migration_20261128_025623_retention_of_requests from './20261128_025623_retention_of_requests';
import * as migration_20261128_030104_announcements from './20261128_030104_announcements';
import * as migration_20261128_033000_footer_privacy_officer from './20261128_033000_footer_privacy_officer';
import * as migration_20261129_011111_terms_changes from './20261129_011111_terms_changes';
import * as migration_20261129_014426_delivery_reports from './20261129_014426_delivery_reports';
import * as migration_20261129_022742_web_vitals from './20261129_022742_web_vitals';
import * as migration_20261129_040957_bulk_reads_reasons_teams from './20261129_040957_bulk_reads_reasons_teams';
import * as migration_20261129_045937_staff_sessions_and_permission_records from './20261129_045937_staff_sessions_and_permission_records';
import * as migration_20261129_050651_staff_second_factor from './20261129_050651_staff_second_factor';
import * as migration_20261129_065340_serial_production_batch from './20261129_065340_serial_production_batch';
import * as migration_20261129_071754_service_programs from './20261129_071754_service_programs';
import * as migration_20261129_074036_insights_indexes from './20261129_074036_insights_indexes';

export const migrations = [
  {
    up: migration_20261121_194757_initial.up,
    down: migration_20261121_194757_initial.down,
    name: '20261121_194757_initial',
  },
  {
    up: migration_20261121_211206_data_model.up,
    down: migration_20261121_211206_data_model.down,
    name: '20261121_211206_data_model',
  },
  {
    up: migration_20261121_222253_home_pages_drafts_customer_links.up,
    down: migration_20261121_222253_home_pages_drafts_customer_links.down,
    name: '20261121_222253_home_pages_drafts_customer_links',
  },
  {
    up: migration_20261123_030000_rate_limits.up,
    down: migration_20261123_030000_rate_limits.down,
    name: '20261123_030000_rate_limits',
  },
  {
    up: migration_20261123_033857_device_registration.up,
    down: migration_20261123_033857_device_registration.down,
    name: '20261123_033857_device_registration',
  },
  {
    up: migration_20261123_061132_service_mail_outbox.up,
    down: migration_20261123_061132_service_mail_outbox.down,
    name: '20261123_061132_service_mail_outbox',
  },
  {
    up: migration_20261123_090504_job_named_status_mail.up,
    down: migration_20261123_090504_job_named_status_mail.down,
    name: '20261123_090504_job_named_status_mail',
  },
  {
    up: migration_20261123_094500_service_queue_open_index.up,
    down: migration_20261123_094500_service_queue_open_index.down,
    name: '20261123_094500_service_queue_open_index',
  },
  {
    up: migration_20261123_095000_service_request_counts.up,
    down: migration_20261123_095000_service_request_counts.down,
    name: '20261123_095000_service_request_counts',
  },
  {
    up: migration_20261124_215659_search_keys.up,
    down: migration_20261124_215659_search_keys.down,
    name: '20261124_215659_search_keys',
  },
  {
    up: migration_20261124_220000_search_keys_kept.up,
    down: migration_20261124_220000_search_keys_kept.down,
    name: '20261124_220000_search_keys_kept',
  },
  {
    up: migration_20261124_232249_desk_assignee_promised.up,
    down: migration_20261124_232249_desk_assignee_promised.down,
    name: '20261124_232249_desk_assignee_promised',
  },
  {
    up: migration_20261125_004029_customer_phone_consent.up,
    down: migration_20261125_004029_customer_phone_consent.down,
    name: '20261125_004029_customer_phone_consent',
  },
  {
    up: migration_20261125_004330_survey_drafts.up,
    down: migration_20261125_004330_survey_drafts.down,
    name: '20261125_004330_survey_drafts',
  },
  {
    up: migration_20261125_074507_trade_in_grades.up,
    down: migration_20261125_074507_trade_in_grades.down,
    name: '20261125_074507_trade_in_grades',
  },
  {
    up: migration_20261125_092405_shipping_inspection_payout.up,
    down: migration_20261125_092405_shipping_inspection_payout.down,
    name: '20261125_092405_shipping_inspection_payout',
  },
  {
    up: migration_20261125_095552_service_days.up,
    down: migration_20261125_095552_service_days.down,
    name: '20261125_095552_service_days',
  },
  {
    up: migration_20261125_100059_warranty_codes.up,
    down: migration_20261125_100059_warranty_codes.down,
    name: '20261125_100059_warranty_codes',
  },
  {
    up: migration_20261125_102958_device_transfer_offers.up,
    down: migration_20261125_102958_device_transfer_offers.down,
    name: '20261125_102958_device_transfer_offers',
  },
  {
    up: migration_20261125_123600_repair_estimates.up,
    down: migration_20261125_123600_repair_estimates.down,
    name: '20261125_123600_repair_estimates',
  },
  {
    up: migration_20261125_125150_visit_booking.up,
    down: migration_20261125_125150_visit_booking.down,
    name: '20261125_125150_visit_booking',
  },
  {
    up: migration_20261125_130808_service_messages.up,
    down: migration_20261125_130808_service_messages.down,
    name: '20261125_130808_service_messages',
  },
  {
    up: migration_20261125_191138_object_storage_prefix.up,
    down: migration_20261125_191138_object_storage_prefix.down,
    name: '20261125_191138_object_storage_prefix',
  },
  {
    up: migration_20261128_000627_return_address_detail.up,
    down: migration_20261128_000627_return_address_detail.down,
    name: '20261128_000627_return_address_detail',
  },
  {
    up: migration_20261128_000635_identity_verification.up,
    down: migration_20261128_000635_identity_verification.down,
    name: '20261128_000635_identity_verification',
  },
  {
    up: migration_20261128_000806_privacy_access_records.up,
    down: migration_20261128_000806_privacy_access_records.down,
    name: '20261128_000806_privacy_access_records',
  },
  {
    up: migration_20261128_000919_customer_notices.up,
    down: migration_20261128_000919_customer_notices.down,
    name: '20261128_000919_customer_notices',
  },
  {
    up: migration_20261128_025623_retention_of_requests.up,
    down: migration_20261128_025623_retention_of_requests.down,
    name: '20261128_025623_retention_of_requests',
  },
  {
    up: migration_20261128_030104_announcements.up,
    down: migration_20261128_030104_announcements.down,
    name: '20261128_030104_announcements',
  },
  {
    up: migration_20261128_033000_footer_privacy_officer.up,
    down: migration_20261128_033000_footer_privacy_officer.down,
    name: '20261128_033000_footer_privacy_officer',
  },
  {
    up: migration_20261129_011111_terms_changes.up,
    down: migration_20261129_011111_terms_changes.down,
    name: '20261129_011111_terms_changes',
  },
  {
    up: migration_20261129_014426_delivery_reports.up,
    down: migration_20261129_014426_delivery_reports.down,
    name: '20261129_014426_delivery_reports',
  },
  {
    up: migration_20261129_022742_web_vitals.up,
    down: migration_20261129_022742_web_vitals.down,
    name: '20261129_022742_web_vitals',
  },
  {
    up: migration_20261129_040957_bulk_reads_reasons_teams.up,
    down: migration_20261129_040957_bulk_reads_reasons_teams.down,
    name: '20261129_040957_bulk_reads_reasons_teams',
  },
  {
    up: migration_20261129_045937_staff_sessions_and_permission_records.up,
    down: migration_20261129_045937_staff_sessions_and_permission_records.down,
    name: '20261129_045937_staff_sessions_and_permission_records',
  },
  {
    up: migration_20261129_050651_staff_second_factor.up,
    down: migration_20261129_050651_staff_second_factor.down,
    name: '20261129_050651_staff_second_factor',
  },
  {
    up: migration_20261129_065340_serial_production_batch.up,
    down: migration_20261129_065340_serial_production_batch.down,
    name: '20261129_065340_serial_production_batch',
  },
  {
    up: migration_20261129_071754_service_programs.up,
    down: migration_20261129_071754_service_programs.down,
    name: '20261129_071754_service_programs',
  },
  {
    up: migration_20261129_074036_insights_indexes.up,
    down: migration_20261129_074036_insights_indexes.down,
    name: '20261129_074036_insights_indexes'
  },
];
