import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SurveyResultsView as SurveyResultsView_36dbd59a8b5b92069c6332408791aec1 } from '@/collections/Surveys/results/SurveyResultsView'
import { ImportSerials as ImportSerials_9f2a3c35df10acae8725149dbceaa50d } from '@/collections/Serials/components/ImportSerials'
import { RelationshipTitleCell as RelationshipTitleCell_c8880962c2592fa9a243964339c8ae1e } from '@/fields/components/RelationshipTitleCell'
import { RequestPhotos as RequestPhotos_546fe15c8e29c158aaafea72e7664651 } from '@/admin/desk/RequestPhotos'
import { TrackingLinks as TrackingLinks_44edc707bc62deeef333973e340b1957 } from '@/admin/desk/TrackingLinks'
import { StatusSteps as StatusSteps_4bf94321f1d697ba2ecd232a5a943a03 } from '@/requests/workflow/StatusSteps'
import { TimelineList as TimelineList_961fe043723f7caa0c78415975dd7e4c } from '@/requests/workflow/TimelineList'
import { RequestDesk as RequestDesk_7cb44c7e6f934de127d1d608f0455937 } from '@/admin/desk/RequestDesk'
import { ServiceQueue as ServiceQueue_4764a9640a0758da6643bb979840019a } from '@/collections/ServiceRequests/components/ServiceQueue'
import { ProgramPanel as ProgramPanel_7ee6ae5bdbae126a2582df8011155cd3 } from '@/collections/ServicePrograms/ProgramPanel'
import { NoticeTemplateList as NoticeTemplateList_0a6ff09b768301ba6912351982fc015d } from '@/notices/NoticeTemplateList'
import { SendPanel as SendPanel_5ceb0065b0694f848cef3f44f0beba7d } from '@/collections/Announcements/SendPanel'
import { TradeInFigures as TradeInFigures_16e022527329ff07e5af418ede539c20 } from '@/collections/TradeIns/components/TradeInFigures'
import { ConsentRowLabel as ConsentRowLabel_3470835044f8d950d2e67d64f08a8cf3 } from '@/collections/Customers/consentHistory/ConsentRowLabel'
import { FactorsField as FactorsField_85fae1385b0d09b5c73136ff55fe983f } from '@/collections/Users/secondFactor/ui/FactorsField'
import { WebVitalsFigures as WebVitalsFigures_06348973a05a907ad422f1d9f81469ea } from '@/collections/WebVitals/components/WebVitalsFigures'
import { InsightsNavLink as InsightsNavLink_80227f5b9050e5c41dfe631f7b4f12d9 } from '@/insights/InsightsNavLink'
import { DeskDashboard as DeskDashboard_3fd064305ad271f5a1eb56650e28e93a } from '@/admin/desk/DeskDashboard'
import { KoreanLeftovers as KoreanLeftovers_6bad92a2a105b805efa88a8b28bebab7 } from '@/i18n/KoreanLeftovers'
import { IdleSession as IdleSession_9811657f31ac45747558a8953084420e } from '@/admin/session/IdleSession'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { JobSheet as JobSheet_5322fb175cd90f98a350c41605ea9df1 } from '@/admin/desk/JobSheet'
import { InsightsView as InsightsView_414975e1fd8b80f5a21a828d4ed1d5dc } from '@/insights/InsightsView'
import { LoginView as LoginView_164be630caa2c0273ec182c6684d7c4e } from '@/collections/Users/secondFactor/ui/LoginView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/collections/Surveys/results/SurveyResultsView#SurveyResultsView": SurveyResultsView_36dbd59a8b5b92069c6332408791aec1,
  "@/collections/Serials/components/ImportSerials#ImportSerials": ImportSerials_9f2a3c35df10acae8725149dbceaa50d,
  "@/fields/components/RelationshipTitleCell#RelationshipTitleCell": RelationshipTitleCell_c8880962c2592fa9a243964339c8ae1e,
  "@/admin/desk/RequestPhotos#RequestPhotos": RequestPhotos_546fe15c8e29c158aaafea72e7664651,
  "@/admin/desk/TrackingLinks#TrackingLinks": TrackingLinks_44edc707bc62deeef333973e340b1957,
  "@/requests/workflow/StatusSteps#StatusSteps": StatusSteps_4bf94321f1d697ba2ecd232a5a943a03,
  "@/requests/workflow/TimelineList#TimelineList": TimelineList_961fe043723f7caa0c78415975dd7e4c,
  "@/admin/desk/RequestDesk#RequestDesk": RequestDesk_7cb44c7e6f934de127d1d608f0455937,
  "@/collections/ServiceRequests/components/ServiceQueue#ServiceQueue": ServiceQueue_4764a9640a0758da6643bb979840019a,
  "@/collections/ServicePrograms/ProgramPanel#ProgramPanel": ProgramPanel_7ee6ae5bdbae126a2582df8011155cd3,
  "@/notices/NoticeTemplateList#NoticeTemplateList": NoticeTemplateList_0a6ff09b768301ba6912351982fc015d,
  "@/collections/Announcements/SendPanel#SendPanel": SendPanel_5ceb0065b0694f848cef3f44f0beba7d,
  "@/collections/TradeIns/components/TradeInFigures#TradeInFigures": TradeInFigures_16e022527329ff07e5af418ede539c20,
  "@/collections/Customers/consentHistory/ConsentRowLabel#ConsentRowLabel": ConsentRowLabel_3470835044f8d950d2e67d64f08a8cf3,
  "@/collections/Users/secondFactor/ui/FactorsField#FactorsField": FactorsField_85fae1385b0d09b5c73136ff55fe983f,
  "@/collections/WebVitals/components/WebVitalsFigures#WebVitalsFigures": WebVitalsFigures_06348973a05a907ad422f1d9f81469ea,
  "@/insights/InsightsNavLink#InsightsNavLink": InsightsNavLink_80227f5b9050e5c41dfe631f7b4f12d9,
  "@/admin/desk/DeskDashboard#DeskDashboard": DeskDashboard_3fd064305ad271f5a1eb56650e28e93a,
  "@/i18n/KoreanLeftovers#KoreanLeftovers": KoreanLeftovers_6bad92a2a105b805efa88a8b28bebab7,
  "@/admin/session/IdleSession#IdleSession": IdleSession_9811657f31ac45747558a8953084420e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/admin/desk/JobSheet#JobSheet": JobSheet_5322fb175cd90f98a350c41605ea9df1,
  "@/insights/InsightsView#InsightsView": InsightsView_414975e1fd8b80f5a21a828d4ed1d5dc,
  "@/collections/Users/secondFactor/ui/LoginView#LoginView": LoginView_164be630caa2c0273ec182c6684d7c4e,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
