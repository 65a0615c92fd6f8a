import { alertDltTemplateVariable, config, perConfig } from "~/config.server";
import { ALERT_KINDS } from "~/content/catalog";
import { createMsg91Sender, type Msg91Options } from "./msg91.server";
import { createOutboxSender, type SendSms, type SmsMessage } from "./sms.server";

export function msg91Options(cfg = config()): Msg91Options | null {
  if (!cfg.MSG91_AUTH_KEY || !cfg.MSG91_SENDER_ID || !cfg.MSG91_DLT_TEMPLATE_OTP) return null;
  return {
    apiUrl: cfg.MSG91_API_URL,
    authKey: cfg.MSG91_AUTH_KEY,
    senderId: cfg.MSG91_SENDER_ID,
    dltTemplateIds: {
      otp: cfg.MSG91_DLT_TEMPLATE_OTP,
      ...Object.fromEntries(ALERT_KINDS.map((kind) => [kind, cfg[alertDltTemplateVariable(kind)]])),
    },
  };
}

const sender = perConfig((cfg): SendSms => {
  const msg91 = msg91Options(cfg);
  return msg91 ? createMsg91Sender(msg91) : createOutboxSender(cfg.dataDir);
});

/** Sends through MSG91 when it is configured (MSG91_*); otherwise writes DATA_DIR/outbox. */
export function sendSms(message: SmsMessage): ReturnType<SendSms> {
  return sender()(message);
}
