// fake-api/cli/start.ts
import { join as join6 } from "node:path";
import express3 from "express";

// fake-api/app.ts
import jsonServer from "json-server";

// fake-api/http/blade.ts
function sendOk(res, data = null, msg = "\u64CD\u4F5C\u6210\u529F") {
  res.json({ code: 200, success: true, data, msg });
}
function sendFailure(res, status, msg) {
  res.status(status).json({ code: status, success: false, data: status === 400 ? {} : null, msg });
}
function sendGrantError(res, errorDescription, status = 400, extra) {
  res.status(status).json({ error: "invalid_grant", error_description: errorDescription, ...extra });
}
var MESSAGES = {
  clientUnauthorized: "\u5BA2\u6237\u7AEF\u8BA4\u8BC1\u5931\u8D25",
  missingToken: "\u7F3A\u5931\u4EE4\u724C,\u9274\u6743\u5931\u8D25",
  unauthorized: "\u8BF7\u6C42\u672A\u6388\u6743",
  forbidden: "\u7F3A\u5931\u6743\u9650,\u65E0\u6CD5\u8BBF\u95EE",
  notFound: "404 \u6CA1\u627E\u5230\u8BF7\u6C42",
  simulatedFault: "\u670D\u52A1\u5668\u5185\u90E8\u9519\u8BEF(\u6A21\u62DF\u6545\u969C)",
  storageMissing: "\u5BF9\u8C61\u5B58\u50A8\u672A\u914D\u7F6E",
  requestInProgress: "\u8BF7\u6C42\u6B63\u5728\u5904\u7406\u4E2D,\u8BF7\u52FF\u91CD\u590D\u63D0\u4EA4",
  idempotencyKeyReused: "\u8BE5\u5E42\u7B49\u952E\u5DF2\u7528\u4E8E\u53E6\u4E00\u4E2A\u8BF7\u6C42"
};
var missingParameter = (name) => `\u7F3A\u5C11\u5FC5\u8981\u7684\u8BF7\u6C42\u53C2\u6570: ${name}`;

// fake-api/http/format.ts
import { createHash } from "node:crypto";
var SERVER_OFFSET_MS = 8 * 36e5;
var SNOWFLAKE_EPOCH = 1288834974657n;
var WORKER_ID = 1n;
var pad = (value, width = 2) => String(value).padStart(width, "0");
function formatDateTime(epochMs) {
  const d = new Date(epochMs + SERVER_OFFSET_MS);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
function parseDateTime(text) {
  const [date, time = "00:00:00"] = text.split(" ");
  return Date.parse(`${date}T${time}+08:00`);
}
function snowflakeId(epochMs, sequence) {
  const elapsed = BigInt(Math.floor(epochMs)) - SNOWFLAKE_EPOCH;
  return (elapsed << 22n | WORKER_ID << 12n | BigInt(sequence & 4095)).toString();
}
function createIdFactory(now) {
  let sequence = 0;
  return () => snowflakeId(now(), sequence++);
}
function md5Hex(text) {
  return createHash("md5").update(text, "utf8").digest("hex");
}

// i18n/languages.ts
var LANGUAGES = ["zh", "en", "tr"];
function isLanguage(value) {
  return typeof value === "string" && LANGUAGES.includes(value);
}

// fake-api/messages/authMessages.ts
var AUTH_MESSAGES = {
  \u7528\u6237\u540D\u6216\u5BC6\u7801\u9519\u8BEF: { en: "Incorrect account or password", tr: "Hatal\u0131 hesap veya \u015Fifre" },
  "\u8D26\u53F7\u6B63\u5728\u5BA1\u6838\u4E2D,\u8BF7\u7B49\u5F85\u7BA1\u7406\u5458\u5BA1\u6838": {
    en: "Your account is under review, please wait for administrator approval",
    tr: "Hesab\u0131n\u0131z inceleniyor, l\xFCtfen y\xF6netici onay\u0131n\u0131 bekleyin"
  },
  "\u5BC6\u7801\u5F3A\u5EA6\u8FC7\u4F4E,\u8BF7\u4FEE\u6539\u5BC6\u7801": {
    en: "Your password is too weak, please change it",
    tr: "\u015Eifreniz \xE7ok zay\u0131f, l\xFCtfen de\u011Fi\u015Ftirin"
  },
  \u8BE5\u624B\u673A\u53F7\u672A\u6CE8\u518C: {
    en: "This phone number or e-mail address is not registered",
    tr: "Bu telefon numaras\u0131 veya e-posta adresi kay\u0131tl\u0131 de\u011Fil"
  },
  \u9A8C\u8BC1\u7801\u4E0D\u6B63\u786E: { en: "Incorrect verification code", tr: "Do\u011Frulama kodu hatal\u0131" },
  "\u8BF7\u8F93\u5165\u6B63\u786E\u7684\u786E\u8BA4\u5BC6\u7801!": {
    en: "Please enter the correct confirmation password!",
    tr: "L\xFCtfen do\u011Fru onay \u015Fifresini girin!"
  },
  \u5237\u65B0\u4EE4\u724C\u5DF2\u5931\u6548: { en: "The refresh token has expired", tr: "Yenileme anahtar\u0131n\u0131n s\xFCresi doldu" },
  \u7B2C\u4E09\u65B9\u6388\u6743\u5931\u8D25: {
    en: "Third-party authorization failed",
    tr: "\xDC\xE7\xFCnc\xFC taraf yetkilendirmesi ba\u015Far\u0131s\u0131z oldu"
  },
  \u79DF\u6237ID\u672A\u627E\u5230: { en: "Tenant ID not found", tr: "Kirac\u0131 kimli\u011Fi bulunamad\u0131" }
};
function parseLanguage(value) {
  return isLanguage(value) ? value : void 0;
}
function authMessage(message, language = "zh") {
  return language === "zh" ? message : AUTH_MESSAGES[message][language];
}

// fake-api/seed/random.ts
import { randomBytes, randomInt } from "node:crypto";
function createPrng(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function randomHex(byteCount) {
  return randomBytes(byteCount).toString("hex");
}
function randomDigits(length) {
  return Array.from({ length }, () => randomInt(10)).join("");
}
function randomChars(alphabet, length) {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
}

// fake-api/http/params.ts
function param(req, name) {
  const fromQuery = req.query[name];
  if (typeof fromQuery === "string") return fromQuery;
  const body = req.body;
  if (body && typeof body === "object" && name in body) {
    const value = body[name];
    if (typeof value === "string" || typeof value === "number") return String(value);
  }
  return "";
}
function languageParam(req) {
  return parseLanguage(param(req, "language"));
}
function tenantParam(req) {
  return param(req, "tenantId") || req.get("tenant-id") || "000000";
}
function bodyOf(req) {
  return typeof req.body === "object" && req.body !== null ? req.body : {};
}

// fake-api/auth/codes.ts
var CODE_LIFETIME_MS = 5 * 6e4;
var CODE_LIMITS = { intervalMs: 6e4, perDay: 10, tries: 5 };
var SEEDED_CODE = "123456";
function createCodeBook(now, log) {
  const codes = /* @__PURE__ */ new Map();
  const sends = /* @__PURE__ */ new Map();
  return {
    issue(contact, seeded) {
      const key = contact.trim().toLowerCase();
      const day3 = new Date(now()).toISOString().slice(0, 10);
      const today = (sends.get(key) ?? []).filter(
        (at) => new Date(at).toISOString().slice(0, 10) === day3
      );
      const last = today[today.length - 1];
      if (!seeded && last !== void 0 && now() - last < CODE_LIMITS.intervalMs) {
        return { refused: "tooSoon" };
      }
      if (!seeded && today.length >= CODE_LIMITS.perDay) return { refused: "dailyLimit" };
      sends.set(key, [...today, now()]);
      const ukey = randomHex(16);
      const code = seeded ? SEEDED_CODE : randomDigits(6);
      if (!seeded) log(`[fake-api] code for ${contact}: ${code}`);
      codes.set(ukey, {
        contact,
        code,
        expiresAt: now() + CODE_LIFETIME_MS,
        used: false,
        wrongTries: 0
      });
      return { ukey };
    },
    check(ukey, contact, code, consume) {
      const issued = codes.get(ukey);
      if (!issued || issued.used || issued.expiresAt <= now()) return false;
      if (issued.wrongTries >= CODE_LIMITS.tries || !sameContact(issued.contact, contact)) {
        return false;
      }
      if (issued.code !== code) {
        issued.wrongTries += 1;
        return false;
      }
      if (consume) issued.used = true;
      return true;
    }
  };
}
function sameContact(a, b) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

// fake-api/seed/audiences.ts
var DESIGNERS = ["designer", "mainAccount", "subAccount", "staff"];
var EVERYONE = [...DESIGNERS, "company"];
var STAFF = ["staff"];
var DESIGNERS_ONLY = ["designer", "mainAccount", "subAccount"];

// fake-api/seed/buttons.ts
var GRABBERS = ["designer", "mainAccount"];
var BUTTONS = [
  {
    menu: "home",
    code: "ticket_add",
    name: { zh: "\u63D0\u4EA4\u5DE5\u5355", en: "Submit work order", tr: "\u0130\u015F emri g\xF6nder" }
  },
  {
    menu: "home",
    code: "ticket_view",
    name: { zh: "\u67E5\u770B\u5DE5\u5355", en: "View work orders", tr: "\u0130\u015F emirlerini g\xF6r" }
  },
  {
    menu: "workbench",
    code: "workbench_view",
    name: { zh: "\u67E5\u770B\u4EFB\u52A1", en: "View tasks", tr: "G\xF6revleri g\xF6r" }
  },
  {
    menu: "workbench",
    code: "workbench_grab",
    name: { zh: "\u62A2\u5355", en: "Grab order", tr: "Sipari\u015Fi \xFCstlen" },
    audiences: GRABBERS
  },
  {
    menu: "mydesign",
    code: "mydesign_view",
    name: { zh: "\u67E5\u770B\u8BBE\u8BA1\u5355", en: "View design sheets", tr: "Tasar\u0131m sipari\u015Flerini g\xF6r" },
    audiences: EVERYONE
  },
  {
    menu: "mydesign",
    code: "task_upload",
    name: { zh: "\u4E0A\u4F20\u8BBE\u8BA1\u6587\u4EF6", en: "Upload design files", tr: "Tasar\u0131m dosyas\u0131 y\xFCkle" }
  },
  {
    menu: "mydesign",
    code: "task_submit",
    name: { zh: "\u63D0\u4EA4\u8BBE\u8BA1", en: "Submit design", tr: "Tasar\u0131m\u0131 g\xF6nder" }
  },
  {
    menu: "mydesign",
    code: "task_cancel",
    name: { zh: "\u53D6\u6D88\u4EFB\u52A1", en: "Cancel task", tr: "G\xF6revi iptal et" }
  },
  {
    menu: "mydesign",
    code: "mydesign_dispatch",
    name: { zh: "\u6D3E\u5355\u7ED9\u5B50\u8D26\u53F7", en: "Dispatch to sub-account", tr: "Alt hesaba ata" },
    audiences: ["mainAccount"]
  },
  {
    menu: "withdrawal",
    code: "withdrawal_add",
    name: { zh: "\u7533\u8BF7\u63D0\u73B0", en: "Request withdrawal", tr: "Para \xE7ekme talebi" },
    audiences: GRABBERS
  },
  {
    menu: "bill",
    code: "bill_view",
    name: { zh: "\u67E5\u770B\u8D26\u5355", en: "View bills", tr: "Faturalar\u0131 g\xF6r" }
  },
  {
    menu: "extension",
    code: "extension_share",
    name: { zh: "\u590D\u5236\u9080\u8BF7\u94FE\u63A5", en: "Copy invite link", tr: "Davet ba\u011Flant\u0131s\u0131n\u0131 kopyala" }
  },
  {
    menu: "personal",
    code: "personal_payment",
    name: { zh: "\u4FEE\u6539\u6536\u6B3E\u4FE1\u606F", en: "Edit payment info", tr: "\xD6deme bilgilerini d\xFCzenle" }
  },
  {
    menu: "authentication",
    code: "authentication_submit",
    name: { zh: "\u63D0\u4EA4\u8BA4\u8BC1", en: "Submit certification", tr: "Belge ba\u015Fvurusu g\xF6nder" }
  },
  {
    menu: "points",
    code: "points_adjust",
    name: { zh: "\u8C03\u6574\u79EF\u5206", en: "Adjust points", tr: "Puan\u0131 d\xFCzelt" },
    audiences: STAFF
  },
  {
    menu: "staff_audit",
    code: "staff_audit_pass",
    name: { zh: "\u5BA1\u6838\u901A\u8FC7", en: "Approve", tr: "Onayla" },
    audiences: STAFF
  },
  {
    menu: "staff_certification",
    code: "staff_certification_review",
    name: { zh: "\u5BA1\u6838\u8BA4\u8BC1", en: "Review qualification", tr: "Yeterlili\u011Fi incele" },
    audiences: STAFF
  },
  {
    menu: "staff_contracts",
    code: "staff_contracts_confirm",
    name: { zh: "\u786E\u8BA4\u7B7E\u6536", en: "Confirm receipt", tr: "Teslim al\u0131nd\u0131" },
    audiences: STAFF
  },
  {
    menu: "staff_withdrawals",
    code: "staff_withdrawals_review",
    name: { zh: "\u6253\u6B3E\u6216\u9A73\u56DE", en: "Pay or reject", tr: "\xD6de veya reddet" },
    audiences: STAFF
  },
  {
    menu: "staff_deductions",
    code: "staff_deductions_add",
    name: { zh: "\u65B0\u589E\u6263\u6B3E", en: "Add deduction", tr: "Kesinti ekle" },
    audiences: STAFF
  }
];
function createButtons(context, menus) {
  return BUTTONS.map((spec, index) => {
    const menu = menus.find((candidate) => candidate.code === spec.menu);
    if (!menu) throw new Error(`button ${spec.code}: no menu ${spec.menu}`);
    return {
      id: context.nextId(),
      parentId: menu.id,
      code: spec.code,
      name: spec.name,
      alias: spec.code.slice(spec.code.lastIndexOf("_") + 1),
      path: "",
      source: "",
      sort: index + 1,
      category: 2,
      action: 1,
      isOpen: 1,
      audiences: spec.audiences ?? DESIGNERS
    };
  });
}

// fake-api/seed/context.ts
var HOUR_MS = 36e5;
var DAY_MS = 24 * HOUR_MS;
function createSeedContext(now, seed = 20261101) {
  const random = createPrng(seed);
  const start = Math.floor(now / 1e3) * 1e3;
  let sequence = 0;
  return {
    random,
    now: start,
    nextId: (createdAt = start) => snowflakeId(createdAt, sequence++),
    daysAgo: (days) => start - days * DAY_MS - Math.floor(random() * DAY_MS),
    hoursFromNow: (hours) => start + Math.round(hours * HOUR_MS),
    format: formatDateTime
  };
}

// fake-api/orders/qcDictionary.ts
var QC_REASON_LABELS = {
  margin: { zh: "\u8FB9\u7F18\u7EBF", en: "Margin", tr: "Kenar hatt\u0131" },
  contacts: { zh: "\u90BB\u63A5\u5173\u7CFB", en: "Contacts", tr: "Temas noktalar\u0131" },
  occlusion: { zh: "\u54AC\u5408", en: "Occlusion", tr: "Okl\xFCzyon" },
  thickness: { zh: "\u539A\u5EA6", en: "Thickness", tr: "Kal\u0131nl\u0131k" },
  anatomy: { zh: "\u89E3\u5256\u5F62\u6001", en: "Anatomy / morphology", tr: "Anatomi / morfoloji" },
  emergence: { zh: "\u7A7F\u9F88\u8F6E\u5ED3", en: "Emergence profile", tr: "\xC7\u0131k\u0131\u015F profili" },
  file: { zh: "\u6587\u4EF6\u6216\u683C\u5F0F\u95EE\u9898", en: "File or format problem", tr: "Dosya veya bi\xE7im sorunu" },
  other: { zh: "\u5176\u4ED6", en: "Other", tr: "Di\u011Fer" }
};
var QC_SEVERITY_LABELS = {
  minor: { zh: "\u8F7B\u5FAE", en: "Minor", tr: "K\xFC\xE7\xFCk" },
  major: { zh: "\u4E25\u91CD", en: "Major", tr: "B\xFCy\xFCk" },
  critical: { zh: "\u81F4\u547D", en: "Critical", tr: "Kritik" }
};

// fake-api/messages/taskStatusNames.ts
var TASK_STATUS_NAMES = {
  "0": { zh: "\u5F85\u63A5\u5355", en: "Awaiting pickup", tr: "Al\u0131nmay\u0131 bekliyor" },
  "1": { zh: "\u8BBE\u8BA1\u4E2D", en: "In design", tr: "Tasar\u0131mda" },
  "2": { zh: "\u5F85\u8D28\u68C0", en: "Awaiting quality inspection", tr: "Kalite kontrol\xFC bekliyor" },
  "3": { zh: "\u8D28\u68C0\u901A\u8FC7", en: "Inspected", tr: "Kontrolden ge\xE7ti" },
  "4": { zh: "\u4E0D\u5408\u683C", en: "Unqualified", tr: "Uygun de\u011Fil" },
  "5": { zh: "\u8D28\u68C0\u9000\u56DE", en: "Quality return", tr: "Kaliteden iade" },
  "6": { zh: "\u8FD4\u5DE5", en: "Rework", tr: "Yeniden i\u015Fleme" }
};

// fake-api/messages/reasonDictionaries.ts
var REASON_LABELS = {
  deduction: {
    overdue: { zh: "\u8D85\u65F6\u4EA4\u4ED8", en: "Late delivery", tr: "Ge\xE7 teslim" },
    rework: { zh: "\u8BBE\u8BA1\u8FD4\u5DE5", en: "Design rework", tr: "Tasar\u0131m revizyonu" },
    occlusion: { zh: "\u54AC\u5408\u4E0D\u5408\u683C", en: "Occlusion out of spec", tr: "Okl\xFCzyon uygun de\u011Fil" },
    margin: { zh: "\u8FB9\u7F18\u7EBF\u9519\u8BEF", en: "Wrong margin line", tr: "Hatal\u0131 kenar hatt\u0131" },
    contacts: {
      zh: "\u6F0F\u505A\u90BB\u63A5",
      en: "Proximal contact missing",
      tr: "Aproksimal kontakt eksik"
    },
    other: { zh: "\u5176\u4ED6", en: "Other", tr: "Di\u011Fer" }
  },
  withdrawalRefusal: {
    name_mismatch: {
      zh: "\u6536\u6B3E\u8D26\u6237\u6237\u540D\u4E0D\u4E00\u81F4",
      en: "Account holder name does not match",
      tr: "Hesap sahibinin ad\u0131 e\u015Fle\u015Fmiyor"
    },
    account_invalid: {
      zh: "\u6536\u6B3E\u8D26\u53F7\u65E0\u6548",
      en: "Account number invalid",
      tr: "Hesap numaras\u0131 ge\xE7ersiz"
    },
    bank_returned: { zh: "\u94F6\u884C\u9000\u56DE", en: "Returned by the bank", tr: "Banka iade etti" },
    bill_disputed: {
      zh: "\u8D26\u5355\u5F02\u8BAE\u672A\u5904\u7406\u5B8C",
      en: "Bill dispute still open",
      tr: "Hesap itiraz\u0131 hen\xFCz sonu\xE7lanmad\u0131"
    },
    other: { zh: "\u5176\u4ED6", en: "Other", tr: "Di\u011Fer" }
  },
  review: {
    margin: { zh: "\u8FB9\u7F18\u7EBF\u4E0D\u5BC6\u5408", en: "Margin not sealed", tr: "Kenar uyumu yetersiz" },
    occlusion: { zh: "\u54AC\u5408\u4E0D\u5408\u683C", en: "Occlusion out of spec", tr: "Okl\xFCzyon uygun de\u011Fil" },
    thickness: { zh: "\u539A\u5EA6\u4E0D\u8DB3", en: "Too thin", tr: "Kal\u0131nl\u0131k yetersiz" },
    anatomy: { zh: "\u89E3\u5256\u5F62\u6001\u6B20\u4F73", en: "Poor anatomy", tr: "Anatomik form zay\u0131f" },
    file: { zh: "\u6587\u4EF6\u65E0\u6CD5\u6253\u5F00", en: "File cannot be opened", tr: "Dosya a\xE7\u0131lam\u0131yor" },
    incomplete: { zh: "\u8D44\u6599\u4E0D\u5168", en: "Documents incomplete", tr: "Belgeler eksik" },
    other: { zh: "\u5176\u4ED6", en: "Other", tr: "Di\u011Fer" }
  }
};

// src/domain/reasonCodes.ts
var REASON_DICTIONARIES = {
  deduction: "deduction_reason",
  withdrawalRefusal: "withdrawal_refusal",
  review: "review_reason"
};
var REASON_CODES = {
  deduction: ["overdue", "rework", "occlusion", "margin", "contacts", "other"],
  withdrawalRefusal: [
    "name_mismatch",
    "account_invalid",
    "bank_returned",
    "bill_disputed",
    "other"
  ],
  review: ["margin", "occlusion", "thickness", "anatomy", "file", "incomplete", "other"]
};
var OTHER_REASON = "other";
function isReasonCode(kind, code) {
  return REASON_CODES[kind].includes(code);
}
function readReason(kind, code, text) {
  const trimmed = text.trim();
  const given = code.trim() || (trimmed ? OTHER_REASON : "");
  if (!given) return "missing";
  if (!isReasonCode(kind, given)) return "invalid";
  if (given === OTHER_REASON && !trimmed) return "textRequired";
  return { code: given, text: trimmed };
}

// fake-api/seed/dictionaries.ts
var DICTIONARIES = [
  {
    code: "denture_type",
    name: "\u4E49\u9F7F\u7C7B\u578B",
    items: [
      ["1", { zh: "\u5168\u51A0", en: "Full crown", tr: "Tam kron" }],
      ["2", { zh: "\u5185\u51A0", en: "Coping", tr: "Altyap\u0131 kronu" }],
      ["3", { zh: "\u5D4C\u4F53", en: "Inlay / onlay", tr: "\u0130nley / onley" }],
      ["4", { zh: "\u8D34\u9762", en: "Veneer", tr: "Lamina" }],
      ["5", { zh: "\u79CD\u690D\u57FA\u53F0", en: "Implant abutment", tr: "\u0130mplant abutment\u0131" }],
      ["6", { zh: "\u6D3B\u52A8\u652F\u67B6", en: "Removable partial framework", tr: "Hareketli b\xF6l\xFCml\xFC iskelet" }]
    ]
  },
  {
    code: "task_status",
    name: "\u4EFB\u52A1\u72B6\u6001",
    items: Object.entries(TASK_STATUS_NAMES)
  },
  {
    code: "contract_status",
    name: "\u5408\u540C\u72B6\u6001",
    items: [
      ["0", { zh: "\u672A\u7B7E\u7F72", en: "Not signed", tr: "\u0130mzalanmad\u0131" }],
      ["1", { zh: "\u7B7E\u7F72\u4E2D", en: "Signing", tr: "\u0130mzalan\u0131yor" }],
      ["2", { zh: "\u5DF2\u7B7E\u7F72", en: "Signed", tr: "\u0130mzaland\u0131" }]
    ]
  },
  {
    code: "settlement_currency",
    name: "\u7ED3\u7B97\u5E01\u79CD",
    items: [
      ["RMB", { zh: "\u4EBA\u6C11\u5E01", en: "RMB", tr: "\xC7in yuan\u0131" }],
      ["USD", { zh: "\u7F8E\u5143", en: "US dollar", tr: "ABD dolar\u0131" }]
    ]
  },
  // Orders carry the product, material and unit as Chinese values (as BladeX stores them): these
  // dictionaries are keyed by that value and give the label in each language.
  {
    code: "product_name",
    name: "\u4EA7\u54C1\u540D\u79F0",
    items: [
      ["\u5168\u51A0", { zh: "\u5168\u51A0", en: "Full crown", tr: "Tam kron" }],
      ["\u5185\u51A0", { zh: "\u5185\u51A0", en: "Coping", tr: "Altyap\u0131 kronu" }],
      ["\u5D4C\u4F53", { zh: "\u5D4C\u4F53", en: "Inlay / onlay", tr: "\u0130nley / onley" }],
      ["\u79CD\u690D\u57FA\u53F0", { zh: "\u79CD\u690D\u57FA\u53F0", en: "Implant abutment", tr: "\u0130mplant abutment\u0131" }],
      ["\u8D34\u9762", { zh: "\u8D34\u9762", en: "Veneer", tr: "Lamina" }],
      [
        "\u6D3B\u52A8\u652F\u67B6",
        { zh: "\u6D3B\u52A8\u652F\u67B6", en: "Removable partial framework", tr: "Hareketli b\xF6l\xFCml\xFC iskelet" }
      ],
      ["\u6C27\u5316\u9506\u5168\u51A0", { zh: "\u6C27\u5316\u9506\u5168\u51A0", en: "Zirconia full crown", tr: "Zirkonya tam kron" }]
    ]
  },
  {
    code: "material",
    name: "\u6750\u6599",
    items: [
      ["\u6C27\u5316\u9506", { zh: "\u6C27\u5316\u9506", en: "Zirconia", tr: "Zirkonya" }],
      ["\u94B4\u94EC\u5408\u91D1", { zh: "\u94B4\u94EC\u5408\u91D1", en: "Cobalt-chromium alloy", tr: "Kobalt-krom ala\u015F\u0131m\u0131" }],
      ["\u4E8C\u7845\u9178\u9502", { zh: "\u4E8C\u7845\u9178\u9502", en: "Lithium disilicate", tr: "Lityum disilikat" }],
      ["\u949B", { zh: "\u949B", en: "Titanium", tr: "Titanyum" }],
      ["\u73BB\u7483\u9676\u74F7", { zh: "\u73BB\u7483\u9676\u74F7", en: "Glass ceramic", tr: "Cam seramik" }],
      ["\u7EAF\u949B", { zh: "\u7EAF\u949B", en: "Pure titanium", tr: "Saf titanyum" }]
    ]
  },
  {
    code: "product_unit",
    name: "\u5355\u4F4D",
    items: [
      ["\u9897", { zh: "\u9897", en: "tooth", tr: "di\u015F" }],
      ["\u4E2A", { zh: "\u4E2A", en: "piece", tr: "adet" }],
      ["\u526F", { zh: "\u526F", en: "set", tr: "tak\u0131m" }]
    ]
  },
  {
    code: "designer_level",
    name: "\u8BBE\u8BA1\u5E08\u7B49\u7EA7",
    items: ["A", "B", "C", "D"].map((level) => [
      level,
      { zh: `${level}\u7EA7`, en: `Level ${level}`, tr: `${level} seviyesi` }
    ])
  },
  { code: "qc_reason", name: "\u8D28\u68C0\u539F\u56E0", items: Object.entries(QC_REASON_LABELS) },
  { code: "qc_severity", name: "\u4E25\u91CD\u7A0B\u5EA6", items: Object.entries(QC_SEVERITY_LABELS) },
  {
    code: REASON_DICTIONARIES.deduction,
    name: "\u6263\u6B3E\u539F\u56E0",
    items: Object.entries(REASON_LABELS.deduction)
  },
  {
    code: REASON_DICTIONARIES.withdrawalRefusal,
    name: "\u63D0\u73B0\u9A73\u56DE\u539F\u56E0",
    items: Object.entries(REASON_LABELS.withdrawalRefusal)
  },
  {
    code: REASON_DICTIONARIES.review,
    name: "\u8D44\u8D28\u5BA1\u6838\u539F\u56E0",
    items: Object.entries(REASON_LABELS.review)
  }
];
function createDictionaries(context) {
  return DICTIONARIES.flatMap((spec, specIndex) => {
    const root = {
      id: context.nextId(),
      tenantId: "000000",
      parentId: "0",
      code: spec.code,
      dictKey: "-1",
      dictValue: { zh: spec.name, en: spec.name, tr: spec.name },
      sort: specIndex + 1,
      remark: ""
    };
    const items = spec.items.map(([dictKey, dictValue], index) => ({
      ...root,
      id: context.nextId(),
      parentId: root.id,
      dictKey,
      dictValue,
      sort: index + 1
    }));
    return [root, ...items];
  });
}

// fake-api/seed/finalize.ts
var SUB_ACCOUNTS = { mainacct: ["subacct1", "subacct2"] };
var INVITATIONS = { designer: ["company", "newbie1", "weakpwd"] };
function finalizeSeed(state) {
  const byAccount = (account) => {
    const user = state.users.find((candidate) => candidate.account === account);
    if (!user) throw new Error(`seed: no account ${account}`);
    return user;
  };
  for (const [main, subs] of Object.entries(SUB_ACCOUNTS)) {
    for (const sub of subs) byAccount(sub).mainAccountId = byAccount(main).id;
  }
  for (const [inviter, invitees] of Object.entries(INVITATIONS)) {
    for (const invitee of invitees) byAccount(invitee).invitedBy = byAccount(inviter).id;
  }
  return state;
}

// src/routes/paths.ts
var PATHS = {
  root: "/",
  login: "/login",
  lock: "/lock",
  register: "/register",
  forget: "/forget",
  notFound: "/404",
  forbidden: "/403",
  serverError: "/500",
  stlView: "/stlView",
  /** An external menu page shown inside the layout (public for a visitor). */
  iframe: "/myiframe/*",
  /** Only redirects to the user's home. */
  wel: "/wel",
  welcome: "/wel/index",
  scorecard: "/wel/dashboard",
  practice: "/test/index",
  notices: "/info/index",
  home: "/order/homePage",
  personalCenter: "/order/personalCenter/:active",
  authentication: "/order/authentication",
  result: "/order/result",
  workbench: "/order/workbench",
  extension: "/order/extension",
  myDesignSheet: "/order/myDesignSheet",
  /** The menu's parent entry: opens the first tab. */
  settlementIndex: "/order/settlement",
  settlement: "/order/settlement/:active",
  taskUpload: "/order/task/:id/upload",
  scorePolicy: "/order/scorePolicy",
  pointsAdjust: "/order/points",
  /** Where staff land: their queues. */
  staffHome: "/staff/home",
  contractDesk: "/staff/contracts",
  registrationAudit: "/staff/audit"
};
var MENU_GROUPS = {
  help: "/help",
  staff: "/staff"
};
var listPath = (resource, filter) => withFilter(`/${resource}`, filter);
function withFilter(path, filter) {
  return filter ? `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}` : path;
}
var personalCenterPath = (tab) => PATHS.personalCenter.replace(":active", tab);
var settlementPath = (tab) => PATHS.settlement.replace(":active", tab);
var SETTLEMENT_MATCH = PATHS.settlement.replace(":active", "*");
var IFRAME_PREFIX = PATHS.iframe.replace("*", "");
var COMPANY_MEMBER_HOME = PATHS.myDesignSheet;

// fake-api/seed/menus.ts
var MENU_TREE = [
  // Staff entries first: staff land on their desk and work from these.
  {
    code: "staff",
    name: { zh: "\u8FD0\u8425\u7BA1\u7406", en: "Operations", tr: "Operasyon" },
    path: MENU_GROUPS.staff,
    source: "SupportAgent",
    audiences: STAFF,
    children: [
      {
        code: "staff_home",
        name: { zh: "\u5BA2\u670D\u5DE5\u4F5C\u53F0", en: "Staff desk", tr: "Personel masas\u0131" },
        path: PATHS.staffHome,
        source: "Dashboard"
      },
      {
        code: "staff_audit",
        name: { zh: "\u6CE8\u518C\u5BA1\u6838", en: "Registration review", tr: "Kay\u0131t Onay\u0131" },
        path: PATHS.registrationAudit,
        source: "HowToReg",
        roles: ["administrator"]
      },
      {
        code: "staff_qc",
        name: { zh: "\u8D28\u68C0\u961F\u5217", en: "Inspection queue", tr: "Kontrol kuyru\u011Fu" },
        path: listPath("qcQueue"),
        source: "FactCheck"
      },
      {
        code: "staff_certification",
        name: { zh: "\u8D44\u8D28\u5BA1\u6838", en: "Qualification review", tr: "Yeterlilik \u0130ncelemesi" },
        path: listPath("certifications"),
        source: "VerifiedUser"
      },
      {
        code: "staff_contracts",
        name: { zh: "\u5408\u540C\u7B7E\u6536", en: "Contract desk", tr: "S\xF6zle\u015Fme Masas\u0131" },
        path: PATHS.contractDesk,
        source: "Description"
      },
      {
        code: "staff_withdrawals",
        name: { zh: "\u63D0\u73B0\u5BA1\u6838", en: "Withdrawal review", tr: "Para \xC7ekme \u0130ncelemesi" },
        path: listPath("withdrawals"),
        source: "AccountBalanceWallet"
      },
      {
        code: "staff_bills",
        name: { zh: "\u8BBE\u8BA1\u5E08\u8D26\u5355", en: "Designer bills", tr: "Tasar\u0131mc\u0131 Faturalar\u0131" },
        path: listPath("bills"),
        source: "ReceiptLong"
      },
      {
        code: "staff_deductions",
        name: { zh: "\u6263\u6B3E\u7BA1\u7406", en: "Deductions", tr: "Kesinti Y\xF6netimi" },
        path: listPath("deductions"),
        source: "MoneyOff"
      },
      {
        code: "staff_prices",
        name: { zh: "\u4EF7\u683C\u8868", en: "Price list", tr: "Fiyat Listesi" },
        path: listPath("prices"),
        source: "Payments"
      },
      {
        code: "staff_tickets",
        name: { zh: "\u5DE5\u5355\u5904\u7406", en: "Work orders", tr: "\u0130\u015F Emirleri" },
        path: listPath("tickets"),
        source: "SupportAgent"
      }
    ]
  },
  {
    code: "home",
    name: { zh: "\u9996\u9875", en: "Home", tr: "Ana Sayfa" },
    path: PATHS.welcome,
    source: "Home",
    audiences: DESIGNERS_ONLY
  },
  {
    code: "console",
    name: { zh: "\u63A7\u5236\u53F0", en: "Dashboard", tr: "Kontrol Paneli" },
    path: PATHS.home,
    source: "Dashboard"
  },
  {
    code: "workbench",
    name: { zh: "\u63A5\u5355\u5DE5\u4F5C\u53F0", en: "Workbench", tr: "Sipari\u015F Masas\u0131" },
    path: PATHS.workbench,
    source: "Work",
    audiences: DESIGNERS_ONLY
  },
  {
    code: "mydesign",
    name: { zh: "\u6211\u7684\u8BBE\u8BA1\u5355", en: "My design sheet", tr: "Tasar\u0131m Sipari\u015Flerim" },
    path: PATHS.myDesignSheet,
    source: "Description",
    audiences: EVERYONE
  },
  {
    code: "settlement",
    name: { zh: "\u7ED3\u7B97", en: "Settlement", tr: "Hesap Kesimi" },
    path: PATHS.settlementIndex,
    source: "Payments",
    audiences: DESIGNERS_ONLY,
    children: [
      {
        code: "withdrawal",
        name: { zh: "\u63D0\u73B0", en: "Withdrawal", tr: "Para \xC7ekme" },
        path: settlementPath("withdrawal"),
        source: "AccountBalanceWallet"
      },
      {
        code: "bill",
        name: { zh: "\u8D26\u5355", en: "Bill", tr: "Fatura" },
        path: settlementPath("bill"),
        source: "ReceiptLong"
      },
      {
        code: "deduction",
        name: { zh: "\u6263\u6B3E\u8BB0\u5F55", en: "Deductions", tr: "Kesintiler" },
        path: listPath("deductions"),
        source: "MoneyOff",
        // Staff reach every designer's deductions from the operations menu.
        audiences: ["designer", "mainAccount", "subAccount"]
      }
    ]
  },
  {
    code: "extension",
    name: { zh: "\u63A8\u5E7F", en: "Referral", tr: "Tavsiye" },
    path: PATHS.extension,
    source: "Share",
    audiences: DESIGNERS_ONLY
  },
  {
    code: "personal",
    name: { zh: "\u4E2A\u4EBA\u4E2D\u5FC3", en: "Personal center", tr: "Ki\u015Fisel Merkez" },
    path: personalCenterPath("1"),
    source: "Person"
  },
  {
    code: "authentication",
    name: { zh: "\u8D44\u8D28\u8BA4\u8BC1", en: "Qualification certification", tr: "Yeterlilik Belgesi" },
    path: PATHS.authentication,
    source: "VerifiedUser"
  },
  {
    code: "result",
    name: { zh: "\u8BA4\u8BC1\u7ED3\u679C", en: "Certification results", tr: "Belge Sonu\xE7lar\u0131" },
    path: PATHS.result,
    source: "FactCheck"
  },
  {
    code: "points",
    name: { zh: "\u79EF\u5206\u8C03\u6574", en: "Points adjustment", tr: "Puan D\xFCzeltme" },
    path: PATHS.pointsAdjust,
    source: "Tune",
    roles: ["administrator"]
  },
  {
    code: "help",
    name: { zh: "\u5E2E\u52A9", en: "Help", tr: "Yard\u0131m" },
    path: MENU_GROUPS.help,
    source: "Help",
    children: [
      {
        code: "help_score_policy",
        name: { zh: "\u79EF\u5206\u653F\u7B56", en: "Score policy", tr: "Puan politikas\u0131" },
        path: PATHS.scorePolicy,
        source: "Rule"
      },
      {
        code: "help_center",
        name: { zh: "\u5E2E\u52A9\u4E2D\u5FC3", en: "Help center", tr: "Yard\u0131m Merkezi" },
        path: "https://www.example.com/help",
        source: "OpenInNew",
        isOpen: 2
      },
      {
        code: "help_guide",
        name: { zh: "\u64CD\u4F5C\u6307\u5357", en: "User guide", tr: "Kullan\u0131m K\u0131lavuzu" },
        path: "https://www.example.com/guide",
        source: "MenuBook"
      }
    ]
  }
];
function createMenus(context) {
  const records = [];
  const add = (specs, parentId, inherited) => specs.forEach((spec, index) => {
    const audiences = spec.audiences ?? inherited;
    const record = {
      id: context.nextId(),
      parentId,
      code: spec.code,
      name: spec.name,
      alias: "menu",
      path: spec.path,
      source: spec.source,
      sort: index + 1,
      category: 1,
      action: 0,
      isOpen: spec.isOpen ?? 1,
      audiences,
      ...spec.roles ? { roles: spec.roles } : {}
    };
    records.push(record);
    add(spec.children ?? [], record.id, audiences);
  });
  add(MENU_TREE, "0", DESIGNERS);
  return records;
}

// fake-api/files/demoMeshes.ts
import { Router } from "express";

// src/domain/mesh/stl.ts
var HEADER = 80;
var FACE = 50;
var LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
function faceNormal(p2, i) {
  const ux = p2[i + 3] - p2[i];
  const uy = p2[i + 4] - p2[i + 1];
  const uz = p2[i + 5] - p2[i + 2];
  const vx = p2[i + 6] - p2[i];
  const vy = p2[i + 7] - p2[i + 1];
  const vz = p2[i + 8] - p2[i + 2];
  const nx = uy * vz - uz * vy;
  const ny = uz * vx - ux * vz;
  const nz = ux * vy - uy * vx;
  const length = Math.hypot(nx, ny, nz) || 1;
  return [nx / length, ny / length, nz / length];
}
function writeBinaryStl(positions, header = "designer-portal") {
  const faces = positions.length / 9;
  const buffer = new ArrayBuffer(HEADER + 4 + faces * FACE);
  const view = new DataView(buffer);
  const title = new TextEncoder().encode(header.slice(0, HEADER));
  new Uint8Array(buffer, 0, title.length).set(title);
  view.setUint32(HEADER, faces, true);
  for (let face = 0; face < faces; face += 1) {
    const start = HEADER + 4 + face * FACE;
    const normal = faceNormal(positions, face * 9);
    for (let i = 0; i < 3; i += 1) view.setFloat32(start + i * 4, normal[i], true);
    for (let i = 0; i < 9; i += 1)
      view.setFloat32(start + 12 + i * 4, positions[face * 9 + i], true);
  }
  return buffer;
}

// src/domain/mesh/indexedMesh.ts
var IndexedMeshBuilder = class {
  vertices = [];
  indices = [];
  vertex(x, y, z) {
    this.vertices.push(x, y, z);
    return this.vertices.length / 3 - 1;
  }
  triangle(a, b, c) {
    this.indices.push(a, b, c);
  }
  toPositions() {
    const positions = new Float32Array(this.indices.length * 3);
    this.indices.forEach((vertex, i) => {
      positions[i * 3] = this.vertices[vertex * 3];
      positions[i * 3 + 1] = this.vertices[vertex * 3 + 1];
      positions[i * 3 + 2] = this.vertices[vertex * 3 + 2];
    });
    return positions;
  }
};
function closedGrid(rows, segments, point, firstPole, lastPole) {
  const builder = new IndexedMeshBuilder();
  const start = builder.vertex(...firstPole);
  const grid = [];
  for (let row = 0; row < rows; row += 1) {
    grid.push(
      Array.from({ length: segments }, (_, segment) => builder.vertex(...point(row, segment)))
    );
  }
  const end = builder.vertex(...lastPole);
  for (let s = 0; s < segments; s += 1) {
    const next = (s + 1) % segments;
    builder.triangle(start, grid[0][s], grid[0][next]);
    for (let row = 0; row + 1 < rows; row += 1) {
      builder.triangle(grid[row][s], grid[row + 1][next], grid[row][next]);
      builder.triangle(grid[row][s], grid[row + 1][s], grid[row + 1][next]);
    }
    builder.triangle(end, grid[rows - 1][next], grid[rows - 1][s]);
  }
  return builder.toPositions();
}

// src/domain/mesh/toothMesh.ts
function crownMesh({ segments, rings } = { segments: 96, rings: 48 }) {
  const point = (row, segment) => {
    const theta = Math.PI * (row + 1) / (rings + 1);
    const phi = 2 * Math.PI * segment / segments;
    const c = Math.cos(phi);
    const s = Math.sin(phi);
    const outline = Math.pow(Math.pow(Math.abs(c), 3) + Math.pow(Math.abs(s), 3), -1 / 3);
    const bulge = Math.sin(theta);
    const x = 5 * outline * c * bulge;
    const y = 4.5 * outline * s * bulge;
    const up = Math.cos(theta);
    const z = up > 0 ? 3.2 * up + cusps(x, y) * up : 4.3 * up;
    return [x, y, z];
  };
  return closedGrid(rings, segments, point, [0, 0, 3.2 + cusps(0, 0)], [0, 0, -4.3]);
}
function cusps(x, y) {
  let height = 0;
  for (const [cx, cy] of [
    [2.3, 2],
    [-2.3, 2],
    [2.3, -2],
    [-2.3, -2]
  ]) {
    height += 1.4 * Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / 2.2);
  }
  return height - 0.4;
}
function jawMesh(jaw, { segments, rings } = { segments: 24, rings: 240 }) {
  const sign = jaw === "upper" ? -1 : 1;
  const offset = jaw === "upper" ? 12 : 0;
  const width = jaw === "upper" ? 29 : 27;
  const along = (row) => row / (rings - 1) * 2 - 1;
  const centre = (t) => [
    width * Math.sin(t * 1.35),
    -38 * Math.cos(t * 1.45)
  ];
  const point = (row, segment) => {
    const t = along(row);
    const [cx, cy] = centre(t);
    const [tx, ty] = tangent(centre, t);
    const phi = 2 * Math.PI * segment / segments;
    const teeth = 2.2 * Math.max(0, Math.sin(t * 7 * Math.PI)) ** 0.6;
    const across = 5 * Math.cos(phi);
    const height = Math.sin(phi) * (Math.sin(phi) * sign > 0 ? 4 + teeth : 4);
    return [cx + ty * across, cy - tx * across, offset + height];
  };
  const [sx, sy] = centre(-1);
  const [ex, ey] = centre(1);
  return closedGrid(rings, segments, point, [sx, sy, offset], [ex, ey, offset]);
}
function tangent(curve, t) {
  const [ax, ay] = curve(t - 1e-3);
  const [bx, by] = curve(t + 1e-3);
  const length = Math.hypot(bx - ax, by - ay);
  return [(bx - ax) / length, (by - ay) / length];
}

// fake-api/files/demoMeshes.ts
var DEMO_MESH_PATHS = {
  crown: "/oss/demo/crown.stl",
  crownRework: "/oss/demo/crown-rework.stl",
  upperJaw: "/oss/demo/upper-jaw.stl",
  lowerJaw: "/oss/demo/lower-jaw.stl"
};
var files;
function demoMeshFiles() {
  files ??= generateDemoMeshes();
  return files;
}
function generateDemoMeshes() {
  return /* @__PURE__ */ new Map([
    ["crown.stl", Buffer.from(writeBinaryStl(crownMesh(), "demo crown"))],
    ["crown-rework.stl", Buffer.from(writeBinaryStl(raisedCrown(), "demo crown, reworked"))],
    ["upper-jaw.stl", Buffer.from(writeBinaryStl(jawMesh("upper"), "demo upper jaw"))],
    ["lower-jaw.stl", Buffer.from(writeBinaryStl(jawMesh("lower"), "demo lower jaw"))]
  ]);
}
function raisedCrown() {
  const positions = crownMesh();
  for (let i = 2; i < positions.length; i += 3) {
    if (positions[i] > 0) positions[i] += 0.08 * Math.min(1, positions[i] / 2);
  }
  return positions;
}
function demoMeshRoutes() {
  const router = Router();
  const meshes = demoMeshFiles();
  router.get("/:name", (req, res, next) => {
    const body = meshes.get(req.params.name);
    if (!body) return next();
    res.set({
      "Content-Type": "model/stl",
      "Content-Length": String(body.length),
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers": "Content-Length",
      "Cache-Control": "public, max-age=3600"
    });
    res.end(body);
  });
  router.use((_req, res) => {
    res.status(404).set("Access-Control-Allow-Origin", "*").type("text/plain").end("Not Found");
  });
  return router;
}

// fake-api/onboarding/testCases.ts
function testCaseOf(dentureType) {
  const jaws = [
    { name: "upper-jaw.stl", link: DEMO_MESH_PATHS.upperJaw },
    { name: "lower-jaw.stl", link: DEMO_MESH_PATHS.lowerJaw }
  ];
  return dentureType === "1" ? [...jaws, { name: "crown.stl", link: DEMO_MESH_PATHS.crown }] : jaws;
}

// fake-api/onboarding/attempts.ts
function attemptsOf(state) {
  state.certificationAttempts ??= [];
  return state.certificationAttempts;
}
function latestAttempt(state, userId, dentureType) {
  return attemptsOf(state).filter((attempt) => attempt.userId === userId && attempt.dentureType === dentureType).at(-1);
}
function dentureTypes(state) {
  const root = state.dictionaries.find((d) => d.code === "denture_type" && d.parentId === "0");
  return state.dictionaries.filter((d) => root && d.parentId === root.id).sort((a, b) => a.sort - b.sort);
}
function syncCertifications(state, user) {
  user.certifications = dentureTypes(state).flatMap((type) => {
    const latest = latestAttempt(state, user.id, type.dictKey);
    return latest ? [{ dentureType: type.dictKey, status: latest.status }] : [];
  });
}
function typeStandings(state, user) {
  return dentureTypes(state).map((type) => {
    const latest = latestAttempt(state, user.id, type.dictKey);
    return {
      dentureType: type.dictKey,
      status: latest?.status ?? "",
      reasonCode: latest?.status === "2" ? latest.reasonCode : "",
      reason: latest?.status === "2" ? latest.reason : "",
      attempts: attemptsOf(state).filter(
        (attempt) => attempt.userId === user.id && attempt.dentureType === type.dictKey
      ).length,
      testCase: testCaseOf(type.dictKey)
    };
  });
}

// fake-api/seed/onboarding.ts
var APPLICANTS = [
  { account: "applicant1", password: "Applicant1", name: "\u7533\u8BF7\u4EBA\u4E00\u53F7", phone: "13800000091" },
  { account: "applicant2", password: "Applicant2", name: "\u7533\u8BF7\u4EBA\u4E8C\u53F7", phone: "13800000092" }
];
function seedOnboarding(context, state) {
  const attempts = [];
  for (const user of state.users.filter((candidate) => candidate.roleAlias === "designer")) {
    attempts.push(...reviewedAttempts(context, state, user));
  }
  const designer = state.users.find((user) => user.account === "designer");
  if (designer) attempts.push(attemptOf(context, designer, "4", context.daysAgo(2)));
  state.certificationAttempts = attempts;
  for (const user of state.users)
    if (user.roleAlias === "designer") syncCertifications(state, user);
  state.contracts = state.users.filter((user) => user.roleAlias === "designer" && user.contractStatus !== "0").map((user) => contractOf(context, user));
  for (const contract of state.contracts) {
    const user = state.users.find((candidate) => candidate.id === contract.userId);
    if (user) user.trackNum = contract.trackNum;
  }
  APPLICANTS.forEach(
    (applicant, index) => state.users.push(applicantOf(context, state, applicant, 2 - index))
  );
}
function reviewedAttempts(context, state, user) {
  const support = state.users.find((candidate) => candidate.roleAlias === "customer_service");
  return user.certifications.map((certification, index) => {
    const submitted = context.daysAgo(200 - index * 10);
    return {
      ...attemptOf(context, user, certification.dentureType, submitted),
      status: certification.status,
      reasonCode: certification.status === "2" ? "margin" : "",
      reason: "",
      reviewerName: support?.name ?? "",
      reviewTime: context.format(submitted + 864e5)
    };
  });
}
function attemptOf(context, user, dentureType, submitted) {
  return {
    id: context.nextId(submitted),
    userId: user.id,
    account: user.account,
    designerName: user.name,
    dentureType,
    software: "exocad",
    softwareVersion: "3.1 Rijeka",
    years: 3,
    fileName: `design-${user.account}-${dentureType}.stl`,
    fileLink: "/oss/demo/crown.stl",
    hashValue: md5Hex(`${user.account}-${dentureType}-${submitted}`),
    fileSize: 0,
    testCase: testCaseOf(dentureType),
    status: "0",
    reasonCode: "",
    reason: "",
    reviewerName: "",
    submitTime: context.format(submitted),
    reviewTime: ""
  };
}
function contractOf(context, user) {
  const paper = user.contractStatus === "1";
  const submitted = context.daysAgo(paper ? 3 : 150);
  return {
    userId: user.id,
    status: user.contractStatus,
    realName: user.realName,
    idKind: "resident",
    idNumber: "11010519491231002X",
    signedName: paper ? "" : user.realName,
    signTime: paper ? "" : context.format(submitted),
    trackNum: paper ? user.trackNum || "SF1234567890" : user.trackNum,
    reason: "",
    submitTime: context.format(submitted),
    // Signed before the agreement had versions and languages: it reads in the caller's language.
    signedVersion: "",
    signedLanguage: ""
  };
}
function applicantOf(context, state, applicant, daysAgo) {
  const template = state.users.find((user) => user.account === "newbie1");
  if (!template) throw new Error("seed: no newbie1 to copy");
  const created = context.daysAgo(daysAgo);
  return {
    ...template,
    id: context.nextId(created),
    account: applicant.account,
    password: md5Hex(applicant.password),
    name: applicant.name,
    realName: applicant.name,
    phone: applicant.phone,
    email: `${applicant.account}@example.com`,
    status: "0",
    invitedBy: "",
    certifications: [],
    createTime: context.format(created),
    lastLoginTime: ""
  };
}

// src/domain/money.ts
var FEN_PER_YUAN = 100;
var DEPOSIT_FEN = 200 * FEN_PER_YUAN;
var DEFAULT_MINIMUM_WITHDRAWAL_FEN = 100 * FEN_PER_YUAN;
var REFERRAL_REWARD_FEN = 1 * FEN_PER_YUAN;
var REFERRAL_MONTHS = 6;
var NO_TAX_UP_TO = 800 * FEN_PER_YUAN;
var FLAT_DEDUCTION_UP_TO = 4e3 * FEN_PER_YUAN;
var BRACKETS = [
  { upTo: 2e4 * FEN_PER_YUAN, ratePercent: 20, quickDeductionFen: 0 },
  { upTo: 5e4 * FEN_PER_YUAN, ratePercent: 30, quickDeductionFen: 2e3 * FEN_PER_YUAN },
  { upTo: Infinity, ratePercent: 40, quickDeductionFen: 7e3 * FEN_PER_YUAN }
];
function divideHalfUp(numerator, denominator) {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
function parseYuan(value) {
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return void 0;
  return Number(match[1]) * FEN_PER_YUAN + Number((match[2] ?? "").padEnd(2, "0"));
}
function fenToYuan(fen) {
  return fen / FEN_PER_YUAN;
}
function computeTax(totalFen) {
  const total = Math.max(0, Math.round(totalFen));
  if (total <= NO_TAX_UP_TO) {
    return breakdown(total, "none", 0, 0, 0, 0, 0);
  }
  if (total <= FLAT_DEDUCTION_UP_TO) {
    const taxable2 = total - NO_TAX_UP_TO;
    return breakdown(
      total,
      "flat800",
      NO_TAX_UP_TO,
      taxable2,
      20,
      0,
      divideHalfUp(taxable2 * 20, 100)
    );
  }
  const bracket = BRACKETS.find((candidate) => total * 4 <= candidate.upTo * 5) ?? BRACKETS[2];
  const taxable = divideHalfUp(total * 4, 5);
  const tax = divideHalfUp(total * 4 * bracket.ratePercent, 500) - bracket.quickDeductionFen;
  const name = `rate${bracket.ratePercent}`;
  return breakdown(
    total,
    name,
    total - taxable,
    taxable,
    bracket.ratePercent,
    bracket.quickDeductionFen,
    tax
  );
}
function breakdown(totalFen, bracket, deductionFen, taxableFen, ratePercent, quickDeductionFen, taxFen) {
  return {
    totalFen,
    bracket,
    deductionFen,
    taxableFen,
    ratePercent,
    quickDeductionFen,
    taxFen,
    netFen: totalFen - taxFen
  };
}
function withdrawalTax(withdrawnThisMonthFen, amountFen) {
  const monthTotalFen = withdrawnThisMonthFen + amountFen;
  const taxFen = computeTax(monthTotalFen).taxFen - computeTax(withdrawnThisMonthFen).taxFen;
  return { taxFen, receiptFen: amountFen - taxFen, monthTotalFen };
}
function checkWithdrawal(amountFen, limits) {
  if (amountFen === void 0 || amountFen <= 0) return "app.money.validation.invalidAmount";
  if (amountFen < limits.minimumFen) return "app.money.validation.belowMinimum";
  if (amountFen > limits.availableFen) return "app.money.validation.aboveBalance";
  return void 0;
}
function closeMonthFigures(month) {
  const amountFen = Math.max(0, month.designFeeFen + month.referralFen - month.deductionFen);
  const depositHeldFen = month.firstBill ? Math.min(DEPOSIT_FEN, amountFen) : 0;
  const depositReleasedFen = month.firstBill ? 0 : month.depositHeldBeforeFen;
  return {
    amountFen,
    depositHeldFen,
    depositReleasedFen,
    payableFen: amountFen - depositHeldFen + depositReleasedFen
  };
}
function shareTax(taxFen, feesFen) {
  const total = feesFen.reduce((sum, fee) => sum + fee, 0);
  if (total <= 0) return feesFen.map(() => 0);
  const shares = feesFen.map((fee) => Math.floor(taxFen * fee / total));
  let rest = taxFen - shares.reduce((sum, share) => sum + share, 0);
  for (let index = 0; rest > 0; index = (index + 1) % shares.length, rest -= 1) shares[index] += 1;
  return shares;
}
function maskAccount(accountNumber) {
  const digits = accountNumber.replace(/\s/g, "");
  return digits ? `**** ${digits.slice(-4)}` : "";
}
function maskName(name) {
  const chars = Array.from(name);
  return chars.length <= 1 ? "*" : `${chars[0]}${"*".repeat(chars.length - 1)}`;
}

// src/domain/levels.ts
var LEVEL_RULES = [
  { level: "A", minPoints: 90, maxInProgress: 12 },
  { level: "B", minPoints: 80, maxInProgress: 8 },
  { level: "C", minPoints: 65, maxInProgress: 5 },
  { level: "D", minPoints: Number.NEGATIVE_INFINITY, maxInProgress: 3 }
];
function levelRuleOf(points) {
  return LEVEL_RULES.find((rule) => points >= rule.minPoints) ?? LEVEL_RULES[LEVEL_RULES.length - 1];
}
function levelOf(points) {
  return levelRuleOf(points).level;
}
function nextLevel(points) {
  const index = LEVEL_RULES.indexOf(levelRuleOf(points));
  if (index === 0) return void 0;
  const rule = LEVEL_RULES[index - 1];
  return { rule, missing: rule.minPoints - points };
}
function mayTakeAnother(points, inProgress) {
  return inProgress < levelRuleOf(points).maxInProgress;
}

// src/domain/pricing.ts
var PRICE_LEVELS = LEVEL_RULES.map((rule) => rule.level);
var MAX_UNIT_PRICE_FEN = 1e7;
function unitPriceFor(list, productName, level) {
  return list.find((price) => price.productName === productName && price.level === level)?.unitPriceFen;
}
function orderUnits(order) {
  return order.fullCrownCount + order.innerCrownCount;
}
function earningOf(units, unitPriceFen) {
  const counted = Math.max(1, Math.floor(units));
  return { units: counted, unitPriceFen, totalFen: counted * unitPriceFen };
}
function unitPriceProblem(fen) {
  if (!Number.isInteger(fen)) return "notInteger";
  if (fen < 0) return "negative";
  if (fen > MAX_UNIT_PRICE_FEN) return "tooHigh";
  return void 0;
}

// fake-api/money/billLines.ts
function billLine(order, earning) {
  return {
    orderNo: order.orderNo,
    productName: order.productName,
    units: earning.units,
    designFeeFen: earning.totalFen,
    ...order.isRework && { isRework: order.isRework }
  };
}
function billMoney(input) {
  const designRewardFen = input.lines.reduce((sum, line2) => sum + line2.designFeeFen, 0);
  const recommenderRewardFen = input.referrals.reduce((sum, line2) => sum + line2.rewardFen, 0);
  const figures = closeMonthFigures({
    designFeeFen: designRewardFen,
    referralFen: recommenderRewardFen,
    deductionFen: input.deductionFen,
    depositHeldBeforeFen: input.depositHeldBeforeFen,
    firstBill: input.firstBill
  });
  return {
    designRewardFen,
    recommenderRewardFen,
    deductionFen: input.deductionFen,
    amountFen: figures.amountFen,
    taxFen: computeTax(figures.amountFen).taxFen,
    depositHeldFen: figures.depositHeldFen,
    depositReleasedFen: figures.depositReleasedFen,
    payableFen: figures.payableFen
  };
}

// fake-api/messages/moneyMessages.ts
var MONEY_MESSAGES = {
  invalidAmount: "\u8BF7\u8F93\u5165\u6B63\u786E\u7684\u63D0\u73B0\u91D1\u989D",
  belowMinimum: "\u63D0\u73B0\u91D1\u989D\u4E0D\u80FD\u4F4E\u4E8E\u6700\u4F4E\u63D0\u73B0\u91D1\u989D",
  aboveBalance: "\u63D0\u73B0\u91D1\u989D\u4E0D\u80FD\u8D85\u8FC7\u53EF\u63D0\u73B0\u4F59\u989D",
  noPayment: "\u8BF7\u5148\u5B8C\u5584\u6536\u6B3E\u4FE1\u606F",
  notPending: "\u8BE5\u63D0\u73B0\u5DF2\u5904\u7406",
  referenceRequired: "\u8BF7\u586B\u5199\u4ED8\u6B3E\u6D41\u6C34\u53F7",
  reasonRequired: "\u8BF7\u586B\u5199\u9A73\u56DE\u539F\u56E0",
  withdrawalNotFound: "\u63D0\u73B0\u8BB0\u5F55\u4E0D\u5B58\u5728",
  billNotFound: "\u8D26\u5355\u4E0D\u5B58\u5728",
  billHandled: "\u8BE5\u8D26\u5355\u5DF2\u786E\u8BA4\u6216\u5DF2\u63D0\u51FA\u5F02\u8BAE",
  disputeRequired: "\u8BF7\u9009\u62E9\u6709\u5F02\u8BAE\u7684\u8BA2\u5355\u5E76\u586B\u5199\u539F\u56E0",
  monthRequired: "\u8BF7\u586B\u5199\u6708\u4EFD(yyyy-MM)",
  monthClosed: "\u8BE5\u6708\u4EFD\u5DF2\u7ED3\u7B97",
  monthNotOver: "\u8BE5\u6708\u4EFD\u5C1A\u672A\u7ED3\u675F,\u6708\u672B\u4E4B\u540E\u624D\u80FD\u7ED3\u7B97",
  deductionAccount: "\u8BBE\u8BA1\u5E08\u8D26\u53F7\u4E0D\u5B58\u5728",
  deductionReason: "\u8BF7\u586B\u5199\u6263\u6B3E\u539F\u56E0",
  deductionReasonCode: "\u6263\u6B3E\u539F\u56E0\u7C7B\u522B\u65E0\u6548",
  refusalReasonCode: "\u9A73\u56DE\u539F\u56E0\u7C7B\u522B\u65E0\u6548",
  deductionLevel: "\u95EE\u9898\u7B49\u7EA7\u65E0\u6548",
  deductionTime: "\u8FDD\u89C4\u65F6\u95F4\u65E0\u6548",
  deductionAmount: "\u6263\u6B3E\u91D1\u989D\u65E0\u6548",
  deductionMethod: "\u6263\u6B3E\u65B9\u5F0F\u65E0\u6548",
  deductionBillClosed: "\u8BE5\u6708\u8D26\u5355\u5DF2\u786E\u8BA4\u6216\u5DF2\u7ED3\u7B97,\u4E0D\u80FD\u518D\u8BB0\u5165\u6263\u6B3E",
  deductionAboveBill: "\u6263\u6B3E\u91D1\u989D\u8D85\u8FC7\u8BE5\u6708\u8D26\u5355\u91D1\u989D",
  deductionAboveBalance: "\u6263\u6B3E\u91D1\u989D\u8D85\u8FC7\u53EF\u63D0\u73B0\u4F59\u989D",
  priceNotFound: "\u4EF7\u683C\u6761\u76EE\u4E0D\u5B58\u5728",
  priceInvalid: "\u5355\u4EF7\u65E0\u6548,\u8BF7\u586B\u5199 0 \u81F3 100000 \u5143\u4E4B\u95F4\u3001\u6700\u591A\u4E24\u4F4D\u5C0F\u6570\u7684\u91D1\u989D"
};
var TRANSLATIONS = {
  [MONEY_MESSAGES.priceNotFound]: { en: "Price not found", tr: "Fiyat bulunamad\u0131" },
  [MONEY_MESSAGES.priceInvalid]: {
    en: "Invalid unit price: enter 0 to 100000 yuan, with at most two decimals",
    tr: "Ge\xE7ersiz birim fiyat: 0 ile 100000 yuan aras\u0131nda, en fazla iki ondal\u0131kl\u0131 girin"
  },
  [MONEY_MESSAGES.invalidAmount]: {
    en: "Please enter a valid withdrawal amount",
    tr: "L\xFCtfen ge\xE7erli bir \xE7ekim tutar\u0131 girin"
  },
  [MONEY_MESSAGES.belowMinimum]: {
    en: "The amount is below the minimum withdrawal",
    tr: "Tutar en d\xFC\u015F\xFCk \xE7ekim tutar\u0131n\u0131n alt\u0131nda"
  },
  [MONEY_MESSAGES.aboveBalance]: {
    en: "The amount exceeds your available balance",
    tr: "Tutar kullan\u0131labilir bakiyenizi a\u015F\u0131yor"
  },
  [MONEY_MESSAGES.noPayment]: {
    en: "Please complete your payment information first",
    tr: "L\xFCtfen \xF6nce \xF6deme bilgilerinizi tamamlay\u0131n"
  },
  [MONEY_MESSAGES.notPending]: {
    en: "This withdrawal has already been handled",
    tr: "Bu \xE7ekim zaten i\u015Flendi"
  },
  [MONEY_MESSAGES.referenceRequired]: {
    en: "Please enter the payment reference",
    tr: "L\xFCtfen \xF6deme referans\u0131n\u0131 girin"
  },
  [MONEY_MESSAGES.reasonRequired]: {
    en: "Please enter the reason for rejection",
    tr: "L\xFCtfen ret nedenini girin"
  },
  [MONEY_MESSAGES.withdrawalNotFound]: {
    en: "Withdrawal not found",
    tr: "\xC7ekim kayd\u0131 bulunamad\u0131"
  },
  [MONEY_MESSAGES.billNotFound]: { en: "Bill not found", tr: "Fatura bulunamad\u0131" },
  [MONEY_MESSAGES.billHandled]: {
    en: "This bill has already been confirmed or disputed",
    tr: "Bu fatura zaten onayland\u0131 veya itiraz edildi"
  },
  [MONEY_MESSAGES.disputeRequired]: {
    en: "Choose the disputed orders and give a reason",
    tr: "\u0130tiraz edilen sipari\u015Fleri se\xE7in ve bir neden yaz\u0131n"
  },
  [MONEY_MESSAGES.monthRequired]: {
    en: "Please enter the month (yyyy-MM)",
    tr: "L\xFCtfen ay\u0131 girin (yyyy-MM)"
  },
  [MONEY_MESSAGES.monthClosed]: {
    en: "This month has already been closed",
    tr: "Bu ay zaten kapat\u0131ld\u0131"
  },
  [MONEY_MESSAGES.monthNotOver]: {
    en: "This month is not over yet: it can be closed after its last day",
    tr: "Bu ay hen\xFCz bitmedi: son g\xFCn\xFCnden sonra kapat\u0131labilir"
  },
  [MONEY_MESSAGES.deductionAccount]: {
    en: "Designer account not found",
    tr: "Tasar\u0131mc\u0131 hesab\u0131 bulunamad\u0131"
  },
  [MONEY_MESSAGES.deductionReason]: {
    en: "Please enter the reason for the deduction",
    tr: "L\xFCtfen kesinti nedenini girin"
  },
  [MONEY_MESSAGES.deductionReasonCode]: {
    en: "Invalid deduction reason category",
    tr: "Ge\xE7ersiz kesinti nedeni kategorisi"
  },
  [MONEY_MESSAGES.refusalReasonCode]: {
    en: "Invalid rejection reason category",
    tr: "Ge\xE7ersiz ret nedeni kategorisi"
  },
  [MONEY_MESSAGES.deductionLevel]: { en: "Invalid problem level", tr: "Ge\xE7ersiz sorun d\xFCzeyi" },
  [MONEY_MESSAGES.deductionTime]: { en: "Invalid violation time", tr: "Ge\xE7ersiz ihlal zaman\u0131" },
  [MONEY_MESSAGES.deductionAmount]: {
    en: "Invalid deduction amount",
    tr: "Ge\xE7ersiz kesinti tutar\u0131"
  },
  [MONEY_MESSAGES.deductionMethod]: {
    en: "Invalid deduction method",
    tr: "Ge\xE7ersiz kesinti y\xF6ntemi"
  },
  [MONEY_MESSAGES.deductionBillClosed]: {
    en: "That month\u2019s bill is already confirmed or settled: no deduction can be added",
    tr: "O ay\u0131n faturas\u0131 zaten onayland\u0131 veya kapat\u0131ld\u0131: kesinti eklenemez"
  },
  [MONEY_MESSAGES.deductionAboveBill]: {
    en: "The deduction exceeds that month\u2019s bill",
    tr: "Kesinti o ay\u0131n faturas\u0131n\u0131 a\u015F\u0131yor"
  },
  [MONEY_MESSAGES.deductionAboveBalance]: {
    en: "The deduction exceeds the available balance",
    tr: "Kesinti kullan\u0131labilir bakiyeyi a\u015F\u0131yor"
  }
};
function moneyMessage(req, message) {
  const language = languageParam(req);
  return language && language !== "zh" ? TRANSLATIONS[message][language] : message;
}

// fake-api/money/ledger.ts
var DEFAULT_MONEY_SETTINGS = {
  minWithdrawalFen: DEFAULT_MINIMUM_WITHDRAWAL_FEN,
  defaultUnitFen: 1500
};
var moneySettings = (state) => state.moneySettings ?? DEFAULT_MONEY_SETTINGS;
var holdsMoney = (withdrawal) => withdrawal.status !== "2";
function balanceOf(state, userId) {
  const bills = (state.bills ?? []).filter((bill) => bill.userId === userId);
  const withdrawals = (state.withdrawals ?? []).filter((w) => w.userId === userId);
  const earned = bills.reduce((sum, bill) => sum + bill.payableFen, 0);
  const out = withdrawals.filter(holdsMoney).reduce((sum, w) => sum + w.amountFen, 0);
  const onTheWay = withdrawals.filter((w) => w.status === "0");
  return {
    availableFen: earned - out,
    onTheWayFen: onTheWay.reduce((sum, w) => sum + w.amountFen, 0),
    depositHeldFen: bills.reduce((sum, b) => sum + b.depositHeldFen - b.depositReleasedFen, 0)
  };
}
function withdrawnInMonth(state, userId, month) {
  return (state.withdrawals ?? []).filter((w) => w.userId === userId && w.month === month && holdsMoney(w)).reduce((sum, w) => sum + w.amountFen, 0);
}
function previewWithdrawal(state, user, month, amountFen) {
  const before = withdrawnInMonth(state, user.id, month);
  const result = withdrawalTax(before, amountFen);
  return {
    amount: fenToYuan(amountFen),
    tax: fenToYuan(result.taxFen),
    receipt: fenToYuan(result.receiptFen),
    monthWithdrawn: fenToYuan(before),
    monthTotal: fenToYuan(result.monthTotalFen),
    bankAccount: maskAccount(user.payment.accountNumber)
  };
}
function withdrawalView(withdrawal, users) {
  const owner = users.find((user) => user.id === withdrawal.userId);
  return {
    id: withdrawal.id,
    withdrawalNo: withdrawal.withdrawalNo,
    account: owner?.account ?? "",
    realName: owner?.realName ?? "",
    createTime: withdrawal.createTime,
    updateTime: withdrawal.updateTime,
    bankAccount: maskAccount(withdrawal.accountNumber),
    amount: fenToYuan(withdrawal.amountFen),
    tax: fenToYuan(withdrawal.taxFen),
    receipt: fenToYuan(withdrawal.amountFen - withdrawal.taxFen),
    currency: withdrawal.currency,
    status: withdrawal.status,
    reasonCode: withdrawal.reasonCode,
    reason: withdrawal.reason,
    paymentReference: withdrawal.paymentReference
  };
}
function billViews(state, userId) {
  const bills = (state.bills ?? []).filter((bill) => bill.userId === userId).sort((a, b) => a.name.localeCompare(b.name));
  let paid = (state.withdrawals ?? []).filter((w) => w.userId === userId && w.status === "1").reduce((sum, w) => sum + w.amountFen, 0);
  return bills.map((bill) => {
    const paidFen = Math.min(paid, Math.max(0, bill.payableFen));
    paid -= paidFen;
    return billView(bill, state.users, paidFen);
  });
}
function billView(bill, users, paidFen) {
  const owner = users.find((user) => user.id === bill.userId);
  return {
    id: bill.id,
    name: bill.name,
    account: owner?.account ?? "",
    settlementTime: bill.settlementTime,
    orderCount: bill.lines.length,
    amount: fenToYuan(bill.amountFen),
    designReward: fenToYuan(bill.designRewardFen),
    recommenderReward: fenToYuan(bill.recommenderRewardFen),
    deductions: fenToYuan(bill.deductionFen),
    tax: fenToYuan(bill.taxFen),
    depositHeld: fenToYuan(bill.depositHeldFen),
    depositReleased: fenToYuan(bill.depositReleasedFen),
    paidAmount: fenToYuan(paidFen),
    unpaidAmount: fenToYuan(bill.payableFen - paidFen),
    currency: bill.currency,
    status: bill.status,
    ticketId: bill.ticketId
  };
}

// fake-api/money/priceList.ts
var BASE_FEN = {
  \u5168\u51A0: 1500,
  \u5185\u51A0: 1200,
  \u5D4C\u4F53: 1e3,
  \u8D34\u9762: 1800,
  \u79CD\u690D\u57FA\u53F0: 2500,
  \u6D3B\u52A8\u652F\u67B6: 4e3,
  \u6C27\u5316\u9506\u5168\u51A0: 1500
};
var LEVEL_PERCENT = { A: 120, B: 110, C: 100, D: 90 };
var PRICED_PRODUCTS = Object.keys(BASE_FEN);
function seedPriceList(time) {
  return PRICED_PRODUCTS.flatMap(
    (productName, productIndex) => PRICE_LEVELS.map((level, levelIndex) => ({
      id: `18${String(productIndex * PRICE_LEVELS.length + levelIndex + 1).padStart(17, "0")}`,
      productName,
      level,
      unitPriceFen: BASE_FEN[productName] * LEVEL_PERCENT[level] / 100,
      updateTime: time,
      updatedBy: ""
    }))
  );
}
function priceListOf(state) {
  state.priceList ??= seedPriceList("");
  return state.priceList;
}
function currentUnitPrice(state, productName, level) {
  return unitPriceFor(priceListOf(state), productName, level) ?? moneySettings(state).defaultUnitFen;
}
function fixPrice(state, task, holder) {
  task.unitPriceFen = currentUnitPrice(state, task.productName, holder.level);
  task.priceLevel = holder.level;
}
function clearPrice(task) {
  delete task.unitPriceFen;
  delete task.priceLevel;
}
function heldUnitPrice(state, task, holder) {
  const level = task.priceLevel ?? holder?.level ?? "D";
  const unitPriceFen = task.unitPriceFen ?? currentUnitPrice(state, task.productName, level);
  return { unitPriceFen, level, fixed: task.unitPriceFen !== void 0 };
}
function taskEarning(state, task, viewer) {
  const holder = task.designerId ? state.users.find((user) => user.id === task.designerId) : void 0;
  if (!holder && (task.designerId || viewer.roleAlias !== "designer")) return void 0;
  const payee = holder ?? viewer;
  const price = holder ? heldUnitPrice(state, task, holder) : {
    unitPriceFen: currentUnitPrice(state, task.productName, viewer.level),
    level: viewer.level,
    fixed: false
  };
  return {
    ...earningOf(orderUnits(task), price.unitPriceFen),
    level: price.level,
    currency: payee.payment.currency,
    fixed: price.fixed
  };
}
function withEarning(state, task, viewer) {
  return { ...task, earning: taskEarning(state, task, viewer) };
}
function changePrice(state, entry, change) {
  if (entry.unitPriceFen === change.newFen) return;
  state.priceChanges ??= [];
  state.priceChanges.push({
    id: change.id,
    entryId: entry.id,
    oldFen: entry.unitPriceFen,
    newFen: change.newFen,
    by: change.by,
    time: change.time
  });
  Object.assign(entry, {
    unitPriceFen: change.newFen,
    updateTime: change.time,
    updatedBy: change.by
  });
}
function priceHistory(state, entryId) {
  return (state.priceChanges ?? []).filter((change) => change.entryId === entryId).reverse();
}

// fake-api/seed/money.ts
var PRODUCTS = ["\u5168\u51A0", "\u5185\u51A0", "\u5D4C\u4F53", "\u8D34\u9762"];
var PRICES = seedPriceList("");
var ORDERS = {
  designer: [80, 92, 105, 120],
  company: [0, 12, 20, 24],
  mainacct: [30, 34, 28, 52],
  subacct1: [0, 0, 9, 14],
  subacct2: [0, 6, 11, 30],
  weakpwd: [4, 5, 3, 8]
};
function createMoney(context, users, deductions) {
  const bills = [];
  for (const [account, counts] of Object.entries(ORDERS)) {
    const user = users.find((candidate) => candidate.account === account);
    if (user) bills.push(...accountBills(context, user, counts, deductions));
  }
  return { bills, withdrawals: designerWithdrawals(context, users) };
}
function accountBills(context, user, counts, deductions) {
  const { account } = user;
  const months = [4, 3, 2, 1].map((back) => monthBefore(context, back));
  const bills = [];
  let held = 0;
  months.forEach((month, monthIndex) => {
    const count = counts[monthIndex];
    if (count === 0 && held === 0) return;
    const lines = Array.from(
      { length: count },
      (_, index) => line(context, user, `${month.replace("-", "")}${account.slice(0, 2).toUpperCase()}${index}`)
    );
    const rewardFen = account === "designer" ? (monthIndex + 1) * 300 : 0;
    const referrals = rewardFen > 0 ? [{ inviteeName: "\u534E\u9F7F\u79D1\u6280", orderCount: rewardFen / 100, rewardFen }] : [];
    const deductionFen = deductions.filter((d) => d.userId === user.id && d.method === "1").filter((d) => d.violationTime.startsWith(month)).reduce((sum, d) => sum + Math.round(d.amount * 100), 0);
    const money = billMoney({
      lines,
      referrals,
      deductionFen,
      depositHeldBeforeFen: held,
      firstBill: held === 0 && bills.length === 0
    });
    held += money.depositHeldFen - money.depositReleasedFen;
    const settled = parseDateTime(`${nextMonth(month)}-01 02:00:00`);
    bills.push({
      id: context.nextId(settled),
      userId: user.id,
      name: month,
      settlementTime: context.format(settled),
      lines,
      referrals,
      ...money,
      currency: user.payment.currency,
      // The latest month waits for the designer: confirm or dispute.
      status: monthIndex === months.length - 1 ? "0" : "1",
      ticketId: ""
    });
  });
  return bills;
}
function line(context, user, orderNo) {
  const productName = PRODUCTS[Math.floor(context.random() * PRODUCTS.length)];
  const units = 1 + Math.floor(context.random() * 3);
  const unitPriceFen = unitPriceFor(PRICES, productName, user.level) ?? 0;
  return billLine({ orderNo: `DD${orderNo}`, productName }, earningOf(units, unitPriceFen));
}
function monthBefore(context, back) {
  const [year, month] = context.format(context.now).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
}
function nextMonth(month) {
  const [year, index] = month.split("-").map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
}
function designerWithdrawals(context, users) {
  const designer = users.find((user) => user.account === "designer");
  if (!designer) return [];
  const twoBack = monthBefore(context, 2);
  const lastMonth = monthBefore(context, 1);
  const plan = [
    {
      time: `${twoBack}-05 10:12:00`,
      amountFen: 3e5,
      status: "1",
      reference: `ICBC${twoBack.replace("-", "")}06001`
    },
    {
      time: `${lastMonth}-08 09:30:00`,
      amountFen: 15e4,
      status: "2",
      reasonCode: "name_mismatch"
    },
    { time: `${lastMonth}-20 15:45:00`, amountFen: 1e5, status: "0" }
  ];
  return plan.map((item) => withdrawalOf(context, designer, item));
}
function withdrawalOf(context, user, item) {
  const id = context.nextId(parseDateTime(item.time));
  const { taxFen } = withdrawalTax(0, item.amountFen);
  return {
    id,
    userId: user.id,
    withdrawalNo: `TX${id.slice(-10)}`,
    month: item.time.slice(0, 7),
    accountNumber: user.payment.accountNumber,
    amountFen: item.amountFen,
    taxFen,
    currency: user.payment.currency,
    status: item.status,
    reasonCode: item.reasonCode ?? "",
    reason: "",
    paymentReference: item.reference ?? "",
    requestKey: "",
    createTime: item.time,
    updateTime: item.time
  };
}

// fake-api/seed/notices.ts
function createNotices(context) {
  const notice = (daysAgo, title, content) => {
    const at = context.daysAgo(daysAgo);
    return { id: context.nextId(at), title, content, publishTime: context.format(at) };
  };
  return [
    notice(
      20,
      {
        zh: "\u79EF\u5206\u4E0E\u7B49\u7EA7\u89C4\u5219\u4E0A\u7EBF",
        en: "Points and levels are live",
        tr: "Puanlar ve seviyeler yay\u0131nda"
      },
      {
        zh: "<p>\u6309\u65F6\u4EA4\u4ED8\u53EF\u83B7\u5F97\u79EF\u5206\uFF0C\u7B49\u7EA7\u51B3\u5B9A\u53EF\u540C\u65F6\u8FDB\u884C\u7684\u8BA2\u5355\u6570\u3002\u8BE6\u89C1\u79EF\u5206\u653F\u7B56\u3002</p>",
        en: "<p>On-time delivery earns points; your level sets how many orders you may hold at once. See the score policy.</p>",
        tr: "<p>Zaman\u0131nda teslim puan kazand\u0131r\u0131r; seviyeniz ayn\u0131 anda ka\xE7 sipari\u015F alabilece\u011Finizi belirler. Puan politikas\u0131na bak\u0131n.</p>"
      }
    ),
    notice(
      6,
      { zh: "\u6708\u5EA6\u7ED3\u7B97\u65F6\u95F4\u8C03\u6574", en: "Monthly settlement date", tr: "Ayl\u0131k hesap kesim tarihi" },
      {
        zh: "<p>\u6BCF\u6708\u8D26\u5355\u4E8E\u6B21\u6708<strong>3\u65E5</strong>\u751F\u6210\uFF1A</p><ul><li>\u63D0\u73B02\u81F35\u4E2A\u5DE5\u4F5C\u65E5\u5230\u8D26</li></ul>",
        en: "<p>Monthly bills are issued on the <strong>3rd</strong> of the next month:</p><ul><li>withdrawals arrive in 2 to 5 working days</li></ul>",
        tr: "<p>Ayl\u0131k ekstreler bir sonraki ay\u0131n <strong>3</strong>. g\xFCn\xFC d\xFCzenlenir:</p><ul><li>para \xE7ekme 2 ila 5 i\u015F g\xFCn\xFCnde ula\u015F\u0131r</li></ul>"
      }
    ),
    notice(
      1,
      { zh: "\u65B0\u589E\u7EC3\u4E60\u75C5\u4F8B", en: "New practice cases", tr: "Yeni al\u0131\u015Ft\u0131rma vakalar\u0131" },
      {
        zh: "<p>\u6D4B\u8BD5\u9875\u65B0\u589E\u4E24\u5957\u7EC3\u4E60\u75C5\u4F8B\uFF0C\u53EF\u5728\u4E09\u7EF4\u67E5\u770B\u5668\u4E2D\u6253\u5F00\u3002</p>",
        en: "<p>Two practice cases were added to the test page; open them in the 3D viewer.</p>",
        tr: "<p>Test sayfas\u0131na iki al\u0131\u015Ft\u0131rma vakas\u0131 eklendi; 3B g\xF6r\xFCnt\xFCleyicide a\xE7\u0131n.</p>"
      }
    )
  ];
}

// fake-api/seed/notifications.ts
function createNotifications(context, state) {
  const designer = state.users.find((user) => user.account === "designer");
  if (!designer) return [];
  const tasks = (state.designTasks ?? []).filter((task2) => task2.designerId === designer.id);
  const task = (status) => tasks.filter((t) => t.status === status).at(-1);
  const bill = (state.bills ?? []).filter((b) => b.userId === designer.id).at(-1);
  const paid = (state.withdrawals ?? []).find((w) => w.userId === designer.id && w.status === "1");
  const order = (type, status, hoursAgo, read) => {
    const found = task(status);
    return found ? [{ type, ref: found.id, params: { orderNo: found.orderNo }, hoursAgo, read }] : [];
  };
  const events = [
    ...bill ? [
      {
        type: "billClosed",
        ref: bill.name,
        params: { month: bill.name },
        hoursAgo: 72,
        read: true
      }
    ] : [],
    ...paid ? [
      {
        type: "withdrawalPaid",
        ref: paid.id,
        params: { withdrawalNo: paid.withdrawalNo, amountFen: String(paid.amountFen) },
        hoursAgo: 48,
        read: true
      }
    ] : [],
    ...order("qcPass", "3", 30, true),
    ...order("qcFail", "4", 6, false),
    ...order("qcReturn", "5", 2, false)
  ];
  return events.map(({ hoursAgo, ...event2 }) => {
    const at = context.hoursFromNow(-hoursAgo);
    return {
      id: context.nextId(at),
      userId: designer.id,
      ...event2,
      createTime: context.format(at)
    };
  });
}

// src/domain/points.ts
var POINTS_RULES = {
  firstRunDays: 7,
  firstRunAward: 3,
  fullRunDays: 15,
  fullRunAward: 4,
  monthlyCap: 14,
  reworkLoss: 2,
  selfRefundThreshold: 10,
  selfRefundLoss: 5
};
function pointsLedger(activity) {
  const entries = [
    ...runAwards(activity.onTimeDays),
    ...activity.reworks.map((order) => ({
      date: order.date,
      rule: "rework",
      amount: -POINTS_RULES.reworkLoss,
      taskId: order.taskId
    })),
    ...selfRefundLosses(activity.selfRefunds),
    ...activity.adjustments.map((adjustment) => ({
      date: adjustment.date,
      rule: "adjustment",
      amount: adjustment.amount,
      reason: adjustment.reason
    }))
  ];
  return entries.sort((a, b) => a.date.localeCompare(b.date));
}
function pointsTotal(entries, opening = 0) {
  return entries.reduce((sum, entry) => sum + entry.amount, opening);
}
function runStateOn(onTimeDays, today) {
  const days = uniqueSorted(onTimeDays).filter((day3) => day3 <= today);
  let runDays = 0;
  let previous;
  for (const day3 of days) {
    runDays = previous !== void 0 && addDays(previous, 1) === day3 ? runDays + 1 : 1;
    previous = day3;
    if (runDays === POINTS_RULES.fullRunDays) runDays = 0;
  }
  const nextDay = previous === today ? addDays(today, 1) : today;
  const alive = previous !== void 0 && addDays(previous, 1) === nextDay;
  const earnedThisMonth = runAwards(days).filter((entry) => entry.date.slice(0, 7) === nextDay.slice(0, 7)).reduce((sum, entry) => sum + entry.amount, 0);
  return { runDays: alive ? runDays : 0, earnedThisMonth, nextDay };
}
function daysToReach(points, target, state) {
  if (points >= target) return 0;
  let { runDays, earnedThisMonth } = state;
  let day3 = state.nextDay;
  for (let more = 1; more <= 62; more++) {
    runDays += 1;
    const award = awardForRunDay(runDays);
    if (runDays === POINTS_RULES.fullRunDays) runDays = 0;
    const given = Math.min(award, POINTS_RULES.monthlyCap - earnedThisMonth);
    earnedThisMonth += given;
    points += given;
    if (points >= target) return more;
    const next = addDays(day3, 1);
    if (next.slice(0, 7) !== day3.slice(0, 7)) earnedThisMonth = 0;
    day3 = next;
  }
  return void 0;
}
function runAwards(onTimeDays) {
  const entries = [];
  const earned = /* @__PURE__ */ new Map();
  let runDays = 0;
  let previous;
  for (const day3 of uniqueSorted(onTimeDays)) {
    runDays = previous !== void 0 && addDays(previous, 1) === day3 ? runDays + 1 : 1;
    previous = day3;
    const award = awardForRunDay(runDays);
    if (runDays === POINTS_RULES.fullRunDays) runDays = 0;
    if (award === 0) continue;
    const month = day3.slice(0, 7);
    const already = earned.get(month) ?? 0;
    const given = Math.max(0, Math.min(award, POINTS_RULES.monthlyCap - already));
    earned.set(month, already + given);
    entries.push({
      date: day3,
      rule: award === POINTS_RULES.firstRunAward ? "run7" : "run15",
      amount: given,
      ...given < award ? { uncapped: award } : {}
    });
  }
  return entries;
}
function awardForRunDay(runDays) {
  if (runDays === POINTS_RULES.firstRunDays) return POINTS_RULES.firstRunAward;
  if (runDays === POINTS_RULES.fullRunDays) return POINTS_RULES.fullRunAward;
  return 0;
}
function selfRefundLosses(refunds) {
  const byMonth = /* @__PURE__ */ new Map();
  for (const refund of refunds) {
    const month = refund.date.slice(0, 7);
    byMonth.set(month, [...byMonth.get(month) ?? [], refund]);
  }
  return [...byMonth.values()].flatMap((orders) => {
    if (orders.length < POINTS_RULES.selfRefundThreshold) return [];
    const sorted = [...orders].sort((a, b) => a.date.localeCompare(b.date));
    const tenth = sorted[POINTS_RULES.selfRefundThreshold - 1];
    return [{ date: tenth.date, rule: "selfRefunds", amount: -POINTS_RULES.selfRefundLoss }];
  });
}
function uniqueSorted(days) {
  return [...new Set(days)].sort();
}
function addDays(day3, n) {
  const date = /* @__PURE__ */ new Date(`${day3}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

// fake-api/dashboard/pointsBook.ts
function activityOf(state, userId) {
  const events = (state.pointsEvents ?? []).filter((event2) => event2.userId === userId);
  const ofKind = (kind) => events.filter((e) => e.kind === kind);
  return {
    onTimeDays: ofKind("onTime").map((event2) => event2.date),
    reworks: ofKind("rework").map(({ date, taskId }) => ({ date, taskId })),
    selfRefunds: ofKind("selfRefund").map(({ date, taskId }) => ({ date, taskId })),
    adjustments: ofKind("adjustment").map(({ date, amount, reason }) => ({
      date,
      amount,
      reason
    }))
  };
}
function ledgerOf(state, userId) {
  return pointsLedger(activityOf(state, userId));
}
function recomputePoints(state, user) {
  user.points = pointsTotal(ledgerOf(state, user.id), user.pointsOpening ?? 0);
  user.level = levelOf(user.points);
}
function recordPointsEvent(context, user, event2) {
  const state = context.store.state();
  const now = formatDateTime(context.settings.now());
  const date = now.slice(0, 10);
  state.pointsEvents ??= [];
  const sameDay = state.pointsEvents.some(
    (e) => e.userId === user.id && e.kind === "onTime" && e.date === date
  );
  if (event2.kind === "onTime" && sameDay) return;
  state.pointsEvents.push({
    id: context.newId(),
    userId: user.id,
    date,
    createTime: now,
    ...event2
  });
  recomputePoints(state, user);
}
function todayOf(context) {
  return formatDateTime(context.settings.now()).slice(0, 10);
}
var event = (kind, taskId) => ({
  kind,
  taskId,
  amount: 0,
  reason: "",
  operatorId: ""
});
var onTime = (taskId) => event("onTime", taskId);
var rework = (taskId) => event("rework", taskId);
var selfRefund = (taskId) => event("selfRefund", taskId);

// fake-api/seed/points.ts
var DESIGNER_POINTS = 87;
var CURRENT_RUN_DAYS = 5;
function createPointsEvents(context, users, tasks) {
  const designer = users.find((user) => user.account === "designer");
  const operator = users.find((user) => user.account === "operator");
  if (!designer || !operator) return [];
  const today = context.format(context.now).slice(0, 10);
  const monthStart = (monthsBack) => {
    const [year, month] = today.split("-").map(Number);
    const date = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
    return date.toISOString().slice(0, 10);
  };
  const event2 = (kind, date, extra = {}) => ({
    id: context.nextId(),
    userId: designer.id,
    kind,
    date,
    taskId: "",
    amount: 0,
    reason: "",
    operatorId: "",
    createTime: `${date} 18:00:00`,
    ...extra
  });
  const days = (first, n) => Array.from({ length: n }, (_, i) => addDays(first, i));
  const reworked = tasks.filter((task) => task.designerId === designer.id && task.isRework === "1");
  return [
    ...days(addDays(monthStart(2), 2), 15).map((date) => event2("onTime", date)),
    ...days(addDays(monthStart(1), 2), 10).map(
      (date, i) => event2("selfRefund", date, { taskId: `returned-${i + 1}` })
    ),
    ...reworked.map((task, i) => event2("rework", addDays(today, -(12 + i)), { taskId: task.id })),
    event2("adjustment", addDays(monthStart(1), 20), {
      amount: 3,
      reason: "\u590D\u6742\u79CD\u690D\u75C5\u4F8B\u8BBE\u8BA1\u8D28\u91CF\u7A81\u51FA",
      operatorId: operator.id
    }),
    ...days(addDays(today, -CURRENT_RUN_DAYS), CURRENT_RUN_DAYS).map(
      (date) => event2("onTime", date)
    )
  ];
}
function settleSeedPoints(state, users = state.users) {
  for (const user of users) {
    const target = user.account === "designer" ? DESIGNER_POINTS : user.points;
    user.pointsOpening = 0;
    recomputePoints(state, user);
    user.pointsOpening = target - user.points;
    recomputePoints(state, user);
  }
}

// fake-api/seed/users.ts
var passed = (...types) => types.map((dentureType) => ({ dentureType, status: "1" }));
var DEMO_ACCOUNTS = [
  {
    account: "designer",
    password: "Designer1",
    name: "\u5C0F\u5F20\u8BBE\u8BA1",
    realName: "\u5F20\u4F1F",
    roleAlias: "designer",
    patch: {
      level: "B",
      points: 86,
      contractStatus: "2",
      trackNum: "SF1402937716",
      certifications: [...passed("1", "2", "3", "5"), { dentureType: "6", status: "2" }],
      payment: {
        currency: "RMB",
        country: "CN",
        bankName: "\u4E2D\u56FD\u5DE5\u5546\u94F6\u884C",
        branch: "\u5317\u4EAC\u6D77\u6DC0\u652F\u884C",
        accountName: "\u5F20\u4F1F",
        accountNumber: "6222020200012345678",
        jointBankNumber: "102100000458",
        bankCode: "ICBC",
        bankAddress: "\u5317\u4EAC\u5E02\u6D77\u6DC0\u533A\u4E2D\u5173\u6751\u5927\u88571\u53F7",
        payeeAddress: "\u5317\u4EAC\u5E02\u6D77\u6DC0\u533A\u5B66\u9662\u8DEF30\u53F7",
        swiftCode: "ICBKCNBJ"
      }
    }
  },
  {
    account: "company",
    password: "Company1",
    name: "\u534E\u9F7F\u79D1\u6280",
    realName: "\u674E\u5A1C",
    roleAlias: "designer",
    patch: {
      isCompanyMember: "1",
      level: "C",
      points: 72,
      contractStatus: "2",
      certifications: passed("1")
    }
  },
  {
    account: "mainacct",
    password: "Mainacct1",
    name: "\u738B\u6C0F\u8BBE\u8BA1\u5DE5\u4F5C\u5BA4",
    realName: "\u738B\u5F3A",
    roleAlias: "designer",
    patch: { level: "A", points: 95, contractStatus: "2", certifications: passed("1", "2", "4") }
  },
  {
    account: "subacct1",
    password: "Subacct1",
    name: "\u738B\u6C0F\u4E00\u53F7",
    realName: "\u5218\u6D0B",
    roleAlias: "designer",
    patch: { level: "C", points: 70, contractStatus: "2", certifications: passed("1") }
  },
  {
    account: "subacct2",
    password: "Subacct2",
    name: "\u738B\u6C0F\u4E8C\u53F7",
    realName: "\u9648\u9759",
    roleAlias: "designer",
    patch: { level: "D", points: 61, contractStatus: "2", certifications: passed("2") }
  },
  {
    account: "weakpwd",
    password: "123456",
    name: "\u5F31\u5BC6\u7801\u7528\u6237",
    realName: "\u8D75\u78CA",
    roleAlias: "designer",
    patch: {
      weakPassword: true,
      level: "C",
      points: 75,
      contractStatus: "1",
      certifications: passed("1")
    }
  },
  {
    account: "newbie1",
    password: "Newbie123",
    name: "\u65B0\u624B\u8BBE\u8BA1\u5E08",
    realName: "\u5468\u654F",
    roleAlias: "designer",
    patch: { level: "D", points: 0 }
  },
  {
    account: "support",
    password: "Support1",
    name: "\u5BA2\u670D\u5C0F\u7F8E",
    realName: "\u5B59\u4E3D",
    roleAlias: "customer_service"
  },
  {
    account: "operator",
    password: "Operator1",
    name: "\u8FD0\u8425\u7BA1\u7406\u5458",
    realName: "\u5434\u521A",
    roleAlias: "administrator"
  }
];
var OVERSEAS_ACCOUNT = {
  account: "overseas",
  password: "Overseas1",
  name: "Ay\u015Fe Design",
  realName: "Ay\u015Fe Y\u0131lmaz",
  roleAlias: "designer",
  patch: {
    level: "C",
    points: 78,
    contractStatus: "2",
    certifications: passed("1", "2"),
    payment: {
      currency: "USD",
      country: "TR",
      bankName: "Garanti BBVA",
      branch: "Kad\u0131k\xF6y",
      accountName: "Ay\u015Fe Y\u0131lmaz",
      accountNumber: "TR330006100519786457841326",
      jointBankNumber: "",
      bankCode: "",
      bankAddress: "Ba\u011Fdat Caddesi 1, Kad\u0131k\xF6y, \u0130stanbul",
      payeeAddress: "Moda Caddesi 10, Kad\u0131k\xF6y, \u0130stanbul",
      swiftCode: "TGBATRIS"
    }
  }
};
var SEED_DEPT_ID = "1123598813738675201";
var SEED_POST_ID = "1123598817738675201";
function createUsers(context, roles) {
  return DEMO_ACCOUNTS.map((demo, index) => demoUser(context, roles, demo, index));
}
function demoUser(context, roles, demo, index) {
  const created = context.daysAgo(400 - index * 30);
  const roleId = roles.find((role) => role.roleAlias === demo.roleAlias)?.id ?? "";
  return {
    id: context.nextId(created),
    tenantId: "000000",
    account: demo.account,
    password: md5Hex(demo.password),
    weakPassword: false,
    name: demo.name,
    realName: demo.realName,
    avatar: "",
    phone: `138000000${String(index + 1).padStart(2, "0")}`,
    email: `${demo.account}@example.com`,
    roleId,
    roleAlias: demo.roleAlias,
    deptId: SEED_DEPT_ID,
    postId: SEED_POST_ID,
    status: "1",
    isCompanyMember: "0",
    level: "D",
    points: 0,
    contractStatus: "0",
    trackNum: "",
    mainAccountId: "",
    invitedBy: "",
    certifications: [],
    payment: emptyPayment(),
    createTime: context.format(created),
    lastLoginTime: context.format(context.daysAgo(index % 5)),
    ...demo.patch
  };
}
function emptyPayment() {
  return {
    currency: "RMB",
    country: "",
    bankName: "",
    branch: "",
    accountName: "",
    accountNumber: "",
    jointBankNumber: "",
    bankCode: "",
    bankAddress: "",
    payeeAddress: "",
    swiftCode: ""
  };
}

// fake-api/seed/overseas.ts
var OVERSEAS_ORDERS = [0, 0, 18, 24];
var OVERSEAS_INDEX = 9;
function seedOverseas(context, state) {
  const user = demoUser(context, state.roles, OVERSEAS_ACCOUNT, OVERSEAS_INDEX);
  state.users.push(user);
  state.certificationAttempts = [
    ...state.certificationAttempts ?? [],
    ...reviewedAttempts(context, state, user)
  ];
  syncCertifications(state, user);
  const contract = contractOf(context, user);
  state.contracts = [...state.contracts ?? [], contract];
  user.trackNum = contract.trackNum;
  const violated = context.daysAgo(35);
  const deduction = {
    id: context.nextId(violated),
    userId: user.id,
    reasonCode: "margin",
    reason: "",
    problemLevel: "1",
    violationTime: context.format(violated),
    createTime: context.format(violated + DAY_MS),
    amount: 15,
    currency: user.payment.currency,
    method: "1"
  };
  state.deductions = [...state.deductions ?? [], deduction];
  state.bills = [
    ...state.bills ?? [],
    ...accountBills(context, user, OVERSEAS_ORDERS, [deduction])
  ];
  const withdrawal = withdrawalOf(context, user, {
    time: `${monthBefore(context, 1)}-21 16:40:00`,
    amountFen: 5e4,
    status: "0"
  });
  state.withdrawals = [...state.withdrawals ?? [], withdrawal];
  settleSeedPoints(state, [user]);
}

// fake-api/seed/faq.ts
var p = (text) => `<p>${text}</p>`;
var FAQ_ENTRIES = [
  {
    words: {
      zh: "\u63A5\u5355 \u62A2\u5355 \u8BA2\u5355\u6C60 \u600E\u4E48\u63A5",
      en: "grab take orders pool start",
      tr: "sipari\u015F al havuz ba\u015Fla"
    },
    zh: [
      "\u5982\u4F55\u62A2\u5355\u63A5\u5355\uFF1F",
      p(
        "\u5728<strong>\u5DE5\u4F5C\u53F0 &gt; \u62A2\u5355</strong>\u4E2D\u9009\u62E9\u8BA2\u5355\uFF0C\u70B9\u51FB\u201C\u62A2\u5355\u201D\u3002\u9700\u5148\u901A\u8FC7\u8BE5\u4E49\u9F7F\u7C7B\u578B\u7684\u8D44\u8D28\u8BA4\u8BC1\u5E76\u7B7E\u7F72\u5408\u540C\u3002"
      )
    ],
    en: [
      "How do I grab (take) orders?",
      p(
        "Open <strong>Workbench &gt; Grab</strong>, pick an order and press Grab. You need a passed qualification for its denture type and a signed contract."
      )
    ],
    tr: [
      "Sipari\u015Fi nas\u0131l \xFCstlenirim?",
      p(
        "<strong>Sipari\u015F masas\u0131 &gt; Sipari\u015F \xFCstlen</strong> sekmesinde bir sipari\u015F se\xE7ip \xDCstlen\u2019e bas\u0131n. \xD6nce o protez t\xFCr\xFC i\xE7in yeterlilik belgesi ve imzal\u0131 s\xF6zle\u015Fme gerekir."
      )
    ]
  },
  {
    words: {
      zh: "\u63A5\u5355 \u62A2\u5355 \u4E0A\u9650 \u6570\u91CF \u540C\u65F6",
      en: "grab limit how many at once level",
      tr: "s\u0131n\u0131r ayn\u0131 anda ka\xE7 seviye"
    },
    zh: [
      "\u540C\u65F6\u6700\u591A\u80FD\u63A5\u51E0\u5355\uFF1F",
      p("\u53EF\u540C\u65F6\u6301\u6709\u7684\u8BA2\u5355\u6570\u7531\u8BBE\u8BA1\u5E08\u7B49\u7EA7\u51B3\u5B9A\uFF0C\u7B49\u7EA7\u8D8A\u9AD8\u4E0A\u9650\u8D8A\u9AD8\uFF0C\u89C1<strong>\u79EF\u5206\u653F\u7B56</strong>\u3002")
    ],
    en: [
      "How many orders can I hold at once?",
      p(
        "Your designer level sets how many orders you may hold at once; higher levels hold more. See the <strong>score policy</strong>."
      )
    ],
    tr: [
      "Ayn\u0131 anda ka\xE7 sipari\u015F \xFCstlenebilirim?",
      p(
        "Ayn\u0131 anda tutabilece\u011Finiz sipari\u015F say\u0131s\u0131n\u0131 tasar\u0131mc\u0131 seviyeniz belirler; seviye y\xFCkseldik\xE7e artar. <strong>Puan politikas\u0131</strong>na bak\u0131n."
      )
    ]
  },
  {
    words: {
      zh: "\u63A5\u5355 \u62A2\u5355 \u5931\u8D25 \u62A2\u4E0D\u5230 \u4E0D\u80FD",
      en: "cannot grab blocked error",
      tr: "\xFCstlenemiyorum engel hata"
    },
    zh: [
      "\u4E3A\u4EC0\u4E48\u4E0D\u80FD\u62A2\u5355\uFF1F",
      p("\u5E38\u89C1\u539F\u56E0\uFF1A\u8D44\u8D28\u8BA4\u8BC1\u672A\u901A\u8FC7\u3001\u5408\u540C\u672A\u7B7E\u7F72\u3001\u5DF2\u8FBE\u7B49\u7EA7\u4E0A\u9650\uFF0C\u6216\u8BA2\u5355\u5DF2\u88AB\u4ED6\u4EBA\u62A2\u8D70\u3002")
    ],
    en: [
      "Why can I not grab an order?",
      p(
        "Usually: no passed qualification for its type, the contract is not signed, you hold as many orders as your level allows, or someone grabbed it first."
      )
    ],
    tr: [
      "Neden sipari\u015F \xFCstlenemiyorum?",
      p(
        "Genelde: o t\xFCr i\xE7in yeterlilik belgesi yok, s\xF6zle\u015Fme imzalanmam\u0131\u015F, seviyenizin s\u0131n\u0131r\u0131ndas\u0131n\u0131z ya da sipari\u015F ba\u015Fkas\u0131 taraf\u0131ndan \xFCstlenildi."
      )
    ]
  },
  {
    words: {
      zh: "\u622A\u6B62 \u65F6\u95F4 \u8D85\u65F6 \u8BBE\u8BA1\u5468\u671F deadline",
      en: "deadline time cycle hours late",
      tr: "son tarih s\xFCre saat gecikme"
    },
    zh: [
      "\u8BBE\u8BA1\u622A\u6B62\u65F6\u95F4\u600E\u4E48\u7B97\uFF1F",
      p(
        "\u4ECE\u62A2\u5355\u65F6\u8D77\u52A0\u4E0A\u8BA2\u5355\u7684\u8BBE\u8BA1\u5468\u671F\uFF08\u5C0F\u65F6\uFF09\u3002\u622A\u6B62\u65F6\u95F4\u6309\u670D\u52A1\u5668\u65F6\u95F4\uFF08GMT+8\uFF09\u8BA1\u7B97\uFF0C\u9875\u9762\u4F1A\u6CE8\u660E\u65F6\u533A\u3002"
      )
    ],
    en: [
      "How is the design deadline set?",
      p(
        "From the moment you grab the order, plus its design cycle in hours. Deadlines run on the server\u2019s clock (GMT+8), and the page names the zone."
      )
    ],
    tr: [
      "Tasar\u0131m son teslim tarihi nas\u0131l belirlenir?",
      p(
        "Sipari\u015Fi \xFCstlendi\u011Finiz andan itibaren tasar\u0131m s\xFCresi (saat) eklenir. Son tarih sunucu saatine (GMT+8) g\xF6redir; sayfada saat dilimi yaz\u0131l\u0131d\u0131r."
      )
    ]
  },
  {
    words: {
      zh: "\u8D85\u65F6 \u903E\u671F \u8FDF\u4EA4 \u6263\u6B3E",
      en: "late overdue miss deadline penalty",
      tr: "gecikme ge\xE7 teslim ceza"
    },
    zh: ["\u8D85\u65F6\u4EA4\u4ED8\u4F1A\u600E\u6837\uFF1F", p("\u8D85\u65F6\u8BA2\u5355\u4F1A\u6263\u79EF\u5206\uFF0C\u5E76\u53EF\u80FD\u6309\u201C\u8D85\u65F6\u4EA4\u4ED8\u201D\u8BB0\u4E00\u7B14\u6263\u6B3E\u3002")],
    en: [
      "What happens if I deliver late?",
      p("A late order costs points and may bring a deduction with the reason \u201CLate delivery\u201D.")
    ],
    tr: [
      "Ge\xE7 teslim edersem ne olur?",
      p("Ge\xE7 teslim puan kaybettirir ve \u201CGe\xE7 teslim\u201D nedeniyle kesinti yap\u0131labilir.")
    ]
  },
  {
    words: {
      zh: "\u9000\u5355 \u53D6\u6D88 \u653E\u5F03 \u81EA\u9000",
      en: "cancel give back return to pool",
      tr: "iade vazge\xE7 havuza"
    },
    zh: [
      "\u62A2\u5230\u7684\u8BA2\u5355\u53EF\u4EE5\u9000\u56DE\u5417\uFF1F",
      p("\u53EF\u4EE5\uFF0C\u5728\u8BA2\u5355\u8BE6\u60C5\u4E2D\u70B9\u201C\u9000\u5355\u201D\u5E76\u586B\u5199\u539F\u56E0\uFF0C\u8BA2\u5355\u56DE\u5230\u62A2\u5355\u6C60\u3002\u9891\u7E41\u81EA\u9000\u4F1A\u6263\u79EF\u5206\u3002")
    ],
    en: [
      "Can I give back an order I grabbed?",
      p(
        "Yes: open the order and choose Give back with a reason; it returns to the grab pool. Giving back often costs points."
      )
    ],
    tr: [
      "\xDCstlendi\u011Fim sipari\u015Fi iade edebilir miyim?",
      p(
        "Evet: sipari\u015F ayr\u0131nt\u0131s\u0131nda iade edip nedenini yaz\u0131n; sipari\u015F havuza d\xF6ner. S\u0131k iade puan kaybettirir."
      )
    ]
  },
  {
    words: {
      zh: "\u8D28\u68C0 \u539F\u56E0 \u4E0D\u5408\u683C \u8FB9\u7F18\u7EBF \u54AC\u5408 \u90BB\u63A5",
      en: "qc reasons failed margin occlusion contact",
      tr: "kalite kontrol neden uygun de\u011Fil kenar okl\xFCzyon kontakt"
    },
    zh: [
      "\u8D28\u68C0\u4E0D\u5408\u683C\u7684\u539F\u56E0\u6709\u54EA\u4E9B\uFF1F",
      p(
        "\u8D28\u68C0\u6309\u7C7B\u522B\u7ED9\u51FA\u539F\u56E0\uFF1A\u8FB9\u7F18\u7EBF\u3001\u90BB\u63A5\u5173\u7CFB\u3001\u54AC\u5408\u3001\u539A\u5EA6\u3001\u89E3\u5256\u5F62\u6001\u3001\u7A7F\u9F88\u8F6E\u5ED3\u3001\u6587\u4EF6\u95EE\u9898\u6216\u5176\u4ED6\uFF0C\u5E76\u6CE8\u660E\u4E25\u91CD\u7A0B\u5EA6\u3002"
      )
    ],
    en: [
      "What are the quality inspection reasons?",
      p(
        "Inspectors give a category \u2014 margin, contacts, occlusion, thickness, anatomy, emergence profile, file, or other \u2014 with a severity and often a pinned point on the design."
      )
    ],
    tr: [
      "Kalite kontrol nedenleri nelerdir?",
      p(
        "Kontrol, bir t\xFCr ile neden verir: kenar hatt\u0131, temas noktalar\u0131, okl\xFCzyon, kal\u0131nl\u0131k, anatomi, \xE7\u0131k\u0131\u015F profili, dosya veya di\u011Fer; ciddiyeti ve \xE7o\u011Fu zaman tasar\u0131m \xFCzerinde i\u015Faretli bir nokta ile."
      )
    ]
  },
  {
    words: {
      zh: "\u8FD4\u5DE5 \u8D28\u68C0\u9000\u56DE \u91CD\u65B0 \u4FEE\u6539",
      en: "rework quality return fix resubmit",
      tr: "yeniden i\u015Fleme kaliteden iade d\xFCzelt"
    },
    zh: [
      "\u8D28\u68C0\u9000\u56DE\u540E\u5982\u4F55\u8FD4\u5DE5\uFF1F",
      p(
        "\u5728<strong>\u6211\u7684\u8BBE\u8BA1\u5355 &gt; \u8D28\u68C0\u9000\u56DE</strong>\u4E2D\u67E5\u770B\u9000\u56DE\u539F\u56E0\uFF0C\u4FEE\u6539\u540E\u91CD\u65B0\u4E0A\u4F20 CAD \u65B9\u6848\u5E76\u63D0\u4EA4\u8D28\u68C0\u3002"
      )
    ],
    en: [
      "What happens after a quality return?",
      p(
        "See the reasons under <strong>My design sheet &gt; Quality return</strong>, fix the design, upload the CAD file again and submit it for inspection."
      )
    ],
    tr: [
      "Kaliteden iadeden sonra ne yapmal\u0131y\u0131m?",
      p(
        "<strong>Tasar\u0131m sipari\u015Flerim &gt; Kaliteden iade</strong> alt\u0131nda nedenleri okuyun, tasar\u0131m\u0131 d\xFCzeltin, CAD dosyas\u0131n\u0131 yeniden y\xFCkleyip kontrole g\xF6nderin."
      )
    ]
  },
  {
    words: { zh: "\u8FD4\u5DE5 \u65F6\u95F4 \u622A\u6B62", en: "rework deadline time", tr: "yeniden i\u015Fleme s\xFCre" },
    zh: ["\u8FD4\u5DE5\u6709\u622A\u6B62\u65F6\u95F4\u5417\uFF1F", p("\u6709\u3002\u8FD4\u5DE5\u8BA2\u5355\u91CD\u65B0\u8BA1\u7B97\u8BBE\u8BA1\u5468\u671F\uFF0C\u8BE6\u60C5\u9875\u663E\u793A\u5012\u8BA1\u65F6\u3002")],
    en: [
      "Is there a deadline for rework?",
      p("Yes. A rework order starts a new design cycle; the order page shows the countdown.")
    ],
    tr: [
      "Yeniden i\u015Flemenin son tarihi var m\u0131?",
      p(
        "Evet. Yeniden i\u015Flenen sipari\u015F yeni bir tasar\u0131m s\xFCresi ba\u015Flat\u0131r; sipari\u015F sayfas\u0131 geri say\u0131m\u0131 g\xF6sterir."
      )
    ]
  },
  {
    words: { zh: "\u79EF\u5206 \u52A0\u5206 \u6263\u5206 \u600E\u4E48\u7B97", en: "points earn lose score", tr: "puan kazan kaybet" },
    zh: [
      "\u79EF\u5206\u5982\u4F55\u8BA1\u7B97\uFF1F",
      p(
        "\u8FDE\u7EED 7 \u5929\u6309\u65F6\u4EA4\u4ED8\u52A0 2 \u5206\uFF0C\u8FDE\u7EED 15 \u5929\u52A0 4 \u5206\uFF0C\u6BCF\u81EA\u7136\u6708\u6700\u591A\u52A0 14 \u5206\uFF1B\u8FD4\u5DE5\u548C\u9891\u7E41\u81EA\u9000\u4F1A\u6263\u5206\u3002"
      )
    ],
    en: [
      "How are points counted?",
      p(
        "7 on-time days in a row add 2 points, 15 days add 4, at most 14 a month; rework and frequent give-backs remove points."
      )
    ],
    tr: [
      "Puanlar nas\u0131l hesaplan\u0131r?",
      p(
        "Art arda 7 g\xFCn zaman\u0131nda teslim 2 puan, 15 g\xFCn 4 puan kazand\u0131r\u0131r, ayda en fazla 14; yeniden i\u015Fleme ve s\u0131k iade puan d\xFC\u015F\xFCr\xFCr."
      )
    ]
  },
  {
    words: { zh: "\u7B49\u7EA7 ABCD \u5347\u7EA7 \u964D\u7EA7", en: "level A B C D upgrade", tr: "seviye y\xFCksel d\xFC\u015F" },
    zh: [
      "\u8BBE\u8BA1\u5E08\u7B49\u7EA7\u662F\u5982\u4F55\u5212\u5206\u7684\uFF1F",
      p("\u7B49\u7EA7\u5206\u4E3A A\u3001B\u3001C\u3001D \u56DB\u6863\uFF0C\u7531\u79EF\u5206\u51B3\u5B9A\uFF0C\u51B3\u5B9A\u53EF\u540C\u65F6\u6301\u6709\u7684\u8BA2\u5355\u6570\u3002")
    ],
    en: [
      "How are designer levels decided?",
      p("Levels A to D follow your points and set how many orders you may hold at once.")
    ],
    tr: [
      "Tasar\u0131mc\u0131 seviyeleri nas\u0131l belirlenir?",
      p(
        "A\u2019dan D\u2019ye seviyeler puan\u0131n\u0131za g\xF6re belirlenir ve ayn\u0131 anda ka\xE7 sipari\u015F tutabilece\u011Finizi belirler."
      )
    ]
  },
  {
    words: { zh: "\u63D0\u73B0 \u7533\u8BF7 \u53D6\u94B1", en: "withdraw money payout", tr: "para \xE7ekme \xF6deme" },
    zh: [
      "\u5982\u4F55\u7533\u8BF7\u63D0\u73B0\uFF1F",
      p("\u8FDB\u5165<strong>\u7ED3\u7B97 &gt; \u63D0\u73B0</strong>\uFF0C\u786E\u8BA4\u6536\u6B3E\u4FE1\u606F\u540E\u586B\u5199\u91D1\u989D\u5E76\u63D0\u4EA4\u3002")
    ],
    en: [
      "How do I withdraw my earnings?",
      p(
        "Open <strong>Settlement &gt; Withdrawal</strong>, check your payment details, enter the amount and submit."
      )
    ],
    tr: [
      "Kazanc\u0131m\u0131 nas\u0131l \xE7ekerim?",
      p(
        "<strong>Hesap kesimi &gt; Para \xE7ekme</strong> b\xF6l\xFCm\xFCnde \xF6deme bilgilerinizi kontrol edip tutar\u0131 girin ve g\xF6nderin."
      )
    ]
  },
  {
    words: {
      zh: "\u63D0\u73B0 \u5230\u8D26 \u591A\u4E45 \u65F6\u95F4",
      en: "withdrawal arrive how long days",
      tr: "para \xE7ekme ne zaman g\xFCn"
    },
    zh: ["\u63D0\u73B0\u591A\u4E45\u5230\u8D26\uFF1F", p("\u5BA1\u6838\u901A\u8FC7\u540E <strong>2-5 \u4E2A\u5DE5\u4F5C\u65E5</strong>\u5230\u8D26\uFF0C\u8282\u5047\u65E5\u987A\u5EF6\u3002")],
    en: [
      "How long does a withdrawal take?",
      p(
        "The money arrives <strong>2-5 working days</strong> after approval; holidays add to that."
      )
    ],
    tr: [
      "Para \xE7ekme ne kadar s\xFCrer?",
      p(
        "Onaydan sonra <strong>2-5 i\u015F g\xFCn\xFC</strong> i\xE7inde hesab\u0131n\u0131za ge\xE7er; tatiller s\xFCreyi uzat\u0131r."
      )
    ]
  },
  {
    words: {
      zh: "\u63D0\u73B0 \u9A73\u56DE \u62D2\u7EDD \u539F\u56E0",
      en: "withdrawal rejected refused",
      tr: "para \xE7ekme reddedildi"
    },
    zh: [
      "\u63D0\u73B0\u88AB\u9A73\u56DE\u600E\u4E48\u529E\uFF1F",
      p(
        "\u9A73\u56DE\u539F\u56E0\u663E\u793A\u5728\u63D0\u73B0\u8BB0\u5F55\u4E2D\uFF08\u5982\u6536\u6B3E\u8D26\u6237\u6237\u540D\u4E0D\u4E00\u81F4\uFF09\u3002\u91D1\u989D\u5DF2\u9000\u56DE\u4F59\u989D\uFF0C\u4FEE\u6539\u6536\u6B3E\u4FE1\u606F\u540E\u53EF\u91CD\u65B0\u7533\u8BF7\u3002"
      )
    ],
    en: [
      "My withdrawal was refused. What now?",
      p(
        "The reason is on the withdrawal (e.g. the account holder name does not match). The amount is back in your balance; fix your payment details and apply again."
      )
    ],
    tr: [
      "Para \xE7ekme talebim reddedildi, ne yapmal\u0131y\u0131m?",
      p(
        "Neden kay\u0131tta yazar (\xF6r. hesap sahibinin ad\u0131 e\u015Fle\u015Fmiyor). Tutar bakiyenize d\xF6nd\xFC; \xF6deme bilgilerinizi d\xFCzeltip yeniden ba\u015Fvurun."
      )
    ]
  },
  {
    words: { zh: "\u7A0E \u4E2A\u7A0E \u6263\u7A0E \u52B3\u52A1\u62A5\u916C", en: "tax income withheld", tr: "vergi kesinti stopaj" },
    zh: [
      "\u63D0\u73B0\u4E3A\u4EC0\u4E48\u8981\u6263\u7A0E\uFF1F",
      p(
        "\u5E73\u53F0\u6309\u6708\u5BF9\u52B3\u52A1\u62A5\u916C\u4EE3\u6263\u4E2A\u4EBA\u6240\u5F97\u7A0E\uFF1A800 \u5143\u4EE5\u4E0B\u4E0D\u6263\uFF1B800-4000 \u5143\u6309\u8D85\u8FC7 800 \u5143\u90E8\u5206\u7684 20%\uFF1B\u66F4\u9AD8\u6309\u6536\u5165\u7684 80% \u5206\u6863\u8BA1\u7A0E\u3002\u91D1\u989D\u6309\u5206\u56DB\u820D\u4E94\u5165\u4E00\u6B21\u3002"
      )
    ],
    en: [
      "Why is tax withheld from a withdrawal?",
      p(
        "Income tax on labour remuneration is withheld by month: none up to 800 yuan, 20% of the part above 800 up to 4000, then by bracket on 80% of the income. Rounded half-up to the fen, once."
      )
    ],
    tr: [
      "Para \xE7ekerken neden vergi kesiliyor?",
      p(
        "Emek \xFCcretinin gelir vergisi ayl\u0131k kesilir: 800 yuana kadar yok, 800-4000 aras\u0131 800\u2019\xFC a\u015Fan k\u0131sm\u0131n %20\u2019si, \xFCst\xFCnde gelirin %80\u2019i \xFCzerinden dilimli. Fen cinsinden yar\u0131m yukar\u0131 yuvarlan\u0131r, bir kez."
      )
    ]
  },
  {
    words: {
      zh: "\u7A0E \u591A\u6B21 \u540C\u6708 \u5408\u5E76",
      en: "tax several withdrawals month",
      tr: "vergi birden \xE7ok ay"
    },
    zh: ["\u540C\u4E00\u4E2A\u6708\u591A\u6B21\u63D0\u73B0\u600E\u4E48\u8BA1\u7A0E\uFF1F", p("\u540C\u6708\u591A\u6B21\u63D0\u73B0\u5408\u5E76\u8BA1\u7A0E\uFF0C\u540E\u4E00\u6B21\u53EA\u6263\u8865\u5DEE\u989D\u3002")],
    en: [
      "How is tax counted for several withdrawals in a month?",
      p("They are taxed on their total; a later one withholds only the difference.")
    ],
    tr: [
      "Ayn\u0131 ayda birden \xE7ok para \xE7ekmede vergi nas\u0131l hesaplan\u0131r?",
      p("Toplam \xFCzerinden vergilenir; sonraki \xE7ekim yaln\u0131zca fark\u0131 keser.")
    ]
  },
  {
    words: { zh: "\u4FDD\u8BC1\u91D1 \u62BC\u91D1 200 \u9000\u8FD8", en: "deposit 200 refund held", tr: "depozito 200 iade" },
    zh: [
      "\u62BC\u91D1\u662F\u4EC0\u4E48\uFF1F\u4EC0\u4E48\u65F6\u5019\u9000\u8FD8\uFF1F",
      p("\u62BC\u91D1 200 \u5143\u4ECE\u7B2C\u4E00\u7B14\u8D26\u5355\u4E2D\u6263\u7559\uFF0C\u4E0B\u4E00\u7B14\u8D26\u5355\u7ED3\u7B97\u65F6\u968F\u8BBE\u8BA1\u8D39\u4E00\u5E76\u9000\u8FD8\u3002")
    ],
    en: [
      "What is the deposit and when is it returned?",
      p("A 200-yuan deposit is held from your first bill and paid back with the next bill.")
    ],
    tr: [
      "Depozito nedir, ne zaman iade edilir?",
      p("200 yuanl\u0131k depozito ilk faturan\u0131zdan tutulur ve bir sonraki faturayla geri \xF6denir.")
    ]
  },
  {
    words: {
      zh: "\u8D26\u5355 \u786E\u8BA4 \u5F02\u8BAE \u7ED3\u7B97",
      en: "bill confirm dispute monthly",
      tr: "fatura onay itiraz"
    },
    zh: [
      "\u6708\u5EA6\u8D26\u5355\u6709\u9519\u600E\u4E48\u529E\uFF1F",
      p(
        "\u5728<strong>\u7ED3\u7B97 &gt; \u8D26\u5355</strong>\u6253\u5F00\u8D26\u5355\u8BE6\u60C5\uFF0C\u52FE\u9009\u6709\u8BEF\u7684\u8BA2\u5355\u5E76\u63D0\u51FA\u5F02\u8BAE\uFF0C\u7CFB\u7EDF\u4F1A\u751F\u6210\u5DE5\u5355\u3002"
      )
    ],
    en: [
      "My monthly bill is wrong. What can I do?",
      p(
        "Open the bill under <strong>Settlement &gt; Bills</strong>, tick the wrong orders and dispute them; a work order is opened for you."
      )
    ],
    tr: [
      "Ayl\u0131k faturam hatal\u0131, ne yapabilirim?",
      p(
        "<strong>Hesap kesimi &gt; Faturalar</strong> alt\u0131nda faturay\u0131 a\xE7\u0131n, hatal\u0131 sipari\u015Fleri i\u015Faretleyip itiraz edin; sizin i\xE7in bir i\u015F emri a\xE7\u0131l\u0131r."
      )
    ]
  },
  {
    words: { zh: "\u6263\u6B3E \u539F\u56E0 \u8FDD\u89C4", en: "deduction reason charge", tr: "kesinti neden" },
    zh: [
      "\u4E3A\u4EC0\u4E48\u88AB\u6263\u6B3E\uFF1F",
      p(
        "\u6263\u6B3E\u539F\u56E0\u663E\u793A\u5728<strong>\u6211\u7684\u8BBE\u8BA1\u5355 &gt; \u6263\u6B3E</strong>\u4E2D\uFF0C\u5982\u8D85\u65F6\u4EA4\u4ED8\u3001\u8BBE\u8BA1\u8FD4\u5DE5\u3001\u54AC\u5408\u4E0D\u5408\u683C\u7B49\uFF1B\u6709\u7591\u95EE\u8BF7\u63D0\u4EA4\u5DE5\u5355\u3002"
      )
    ],
    en: [
      "Why was a deduction made?",
      p(
        "The reason is under <strong>My design sheet &gt; Deductions</strong> (e.g. late delivery, design rework, occlusion out of spec); ask through a work order if unsure."
      )
    ],
    tr: [
      "Neden kesinti yap\u0131ld\u0131?",
      p(
        "Neden <strong>Tasar\u0131m sipari\u015Flerim &gt; Kesintiler</strong> alt\u0131nda yazar (\xF6r. ge\xE7 teslim, tasar\u0131m revizyonu, okl\xFCzyon uygun de\u011Fil); emin de\u011Filseniz i\u015F emri a\xE7\u0131n."
      )
    ]
  },
  {
    words: {
      zh: "\u63A8\u5E7F \u9080\u8BF7 \u5956\u52B1 \u9080\u8BF7\u7801",
      en: "referral invite reward code",
      tr: "tavsiye davet \xF6d\xFCl kod"
    },
    zh: [
      "\u63A8\u5E7F\u5956\u52B1\u600E\u4E48\u7B97\uFF1F",
      p("\u88AB\u9080\u8BF7\u8BBE\u8BA1\u5E08\u6CE8\u518C\u8D77 6 \u4E2A\u6708\u5185\uFF0C\u6BCF\u5B8C\u6210\u4E00\u4E2A\u6709\u6548\u8BA2\u5355\u5956\u52B1 1 \u5143\uFF0C\u968F\u6708\u5EA6\u7ED3\u7B97\u53D1\u653E\u3002")
    ],
    en: [
      "How does the referral reward work?",
      p(
        "For 6 months from an invited designer\u2019s registration you earn 1 yuan per valid order of theirs, paid with the monthly settlement."
      )
    ],
    tr: [
      "Tavsiye \xF6d\xFCl\xFC nas\u0131l i\u015Fler?",
      p(
        "Davet etti\u011Finiz tasar\u0131mc\u0131n\u0131n kayd\u0131ndan itibaren 6 ay boyunca ge\xE7erli her sipari\u015Fi i\xE7in 1 yuan kazan\u0131rs\u0131n\u0131z; ayl\u0131k hesap kesimiyle \xF6denir."
      )
    ]
  },
  {
    words: { zh: "\u5408\u540C \u7B7E\u7F72 \u7B7E\u7EA6 \u7EB8\u8D28", en: "contract sign agreement", tr: "s\xF6zle\u015Fme imza" },
    zh: [
      "\u5982\u4F55\u7B7E\u7F72\u5408\u540C\uFF1F",
      p(
        "\u5728<strong>\u4E2A\u4EBA\u4E2D\u5FC3 &gt; \u5408\u540C</strong>\u9605\u8BFB\u5F53\u524D\u8BED\u8A00\u7684\u5408\u540C\u5E76\u5728\u7EBF\u7B7E\u7F72\uFF0C\u7B7E\u7F72\u540E\u53EF\u4E0B\u8F7D PDF \u526F\u672C\u3002"
      )
    ],
    en: [
      "How do I sign the contract?",
      p(
        "Read the contract in your language under <strong>Personal center &gt; Contract</strong> and sign online; then download the signed PDF."
      )
    ],
    tr: [
      "S\xF6zle\u015Fmeyi nas\u0131l imzalar\u0131m?",
      p(
        "<strong>Ki\u015Fisel merkez &gt; S\xF6zle\u015Fme</strong> b\xF6l\xFCm\xFCnde s\xF6zle\u015Fmeyi kendi dilinizde okuyup \xE7evrimi\xE7i imzalay\u0131n; ard\u0131ndan imzal\u0131 PDF\u2019i indirin."
      )
    ]
  },
  {
    words: {
      zh: "\u5408\u540C \u8BED\u8A00 \u82F1\u6587 \u571F\u8033\u5176",
      en: "contract language version english",
      tr: "s\xF6zle\u015Fme dil s\xFCr\xFCm"
    },
    zh: [
      "\u5408\u540C\u6709\u51E0\u79CD\u8BED\u8A00\u7248\u672C\uFF1F",
      p("\u5408\u540C\u6709\u4E2D\u6587\u3001\u82F1\u6587\u548C\u571F\u8033\u5176\u6587\u7248\u672C\uFF0C\u60A8\u7B7E\u7F72\u7684\u662F\u9875\u9762\u663E\u793A\u7684\u8BED\u8A00\u7248\u672C\uFF0C\u7B7E\u540D\u8BB0\u5F55\u7248\u672C\u548C\u8BED\u8A00\u3002")
    ],
    en: [
      "In which languages is the contract?",
      p(
        "The contract is in Chinese, English and Turkish. You sign the version shown in your language; the signature records the version and language."
      )
    ],
    tr: [
      "S\xF6zle\u015Fme hangi dillerde?",
      p(
        "\xC7ince, \u0130ngilizce ve T\xFCrk\xE7e. Ekranda g\xF6sterilen dildeki s\xFCr\xFCm\xFC imzalars\u0131n\u0131z; imza s\xFCr\xFCm\xFC ve dili kaydeder."
      )
    ]
  },
  {
    words: {
      zh: "\u8D44\u8D28 \u8BA4\u8BC1 \u8003\u8BD5 \u5BA1\u6838",
      en: "qualification certification test review",
      tr: "yeterlilik belge s\u0131nav"
    },
    zh: [
      "\u5982\u4F55\u901A\u8FC7\u8D44\u8D28\u8BA4\u8BC1\uFF1F",
      p("\u5728<strong>\u8D44\u8D28\u8BA4\u8BC1</strong>\u4E2D\u9009\u62E9\u4E49\u9F7F\u7C7B\u578B\uFF0C\u4E0B\u8F7D\u6D4B\u8BD5\u75C5\u4F8B\uFF0C\u5B8C\u6210\u8BBE\u8BA1\u540E\u4E0A\u4F20 STL \u5E76\u63D0\u4EA4\u5BA1\u6838\u3002")
    ],
    en: [
      "How do I get qualified?",
      p(
        "Under <strong>Qualification certification</strong> pick a denture type, download the test case, design it and upload the STL for review."
      )
    ],
    tr: [
      "Yeterlilik belgesini nas\u0131l al\u0131r\u0131m?",
      p(
        "<strong>Yeterlilik belgesi</strong> b\xF6l\xFCm\xFCnde protez t\xFCr\xFCn\xFC se\xE7in, test vakas\u0131n\u0131 indirin, tasarlay\u0131p STL\u2019yi incelemeye y\xFCkleyin."
      )
    ]
  },
  {
    words: {
      zh: "\u8D44\u8D28 \u672A\u901A\u8FC7 \u539F\u56E0 \u91CD\u65B0",
      en: "qualification failed reason retry",
      tr: "yeterlilik ba\u015Far\u0131s\u0131z neden"
    },
    zh: [
      "\u8D44\u8D28\u8BA4\u8BC1\u672A\u901A\u8FC7\u600E\u4E48\u529E\uFF1F",
      p("\u5BA1\u6838\u539F\u56E0\u663E\u793A\u5728\u8BA4\u8BC1\u7ED3\u679C\u4E2D\uFF08\u5982\u8FB9\u7F18\u7EBF\u4E0D\u5BC6\u5408\uFF09\uFF0C\u4FEE\u6539\u540E\u53EF\u91CD\u65B0\u63D0\u4EA4\u3002")
    ],
    en: [
      "My qualification failed. What now?",
      p(
        "The review reason shows with the result (e.g. margin not sealed); fix the design and submit again."
      )
    ],
    tr: [
      "Yeterlilik belgem reddedildi, ne yapmal\u0131y\u0131m?",
      p(
        "\u0130nceleme nedeni sonu\xE7la birlikte g\xF6r\xFCn\xFCr (\xF6r. kenar uyumu yetersiz); tasar\u0131m\u0131 d\xFCzeltip yeniden g\xF6nderin."
      )
    ]
  },
  {
    words: { zh: "\u6587\u4EF6 \u683C\u5F0F STL \u4E0A\u4F20", en: "file format stl upload", tr: "dosya bi\xE7im stl y\xFCkle" },
    zh: [
      "\u652F\u6301\u54EA\u4E9B\u6587\u4EF6\u683C\u5F0F\uFF1F",
      p("CAD \u65B9\u6848\u4E0A\u4F20\u5355\u4E2A <code>.stl</code> \u6587\u4EF6\uFF0C\u6587\u4EF6\u540D\u6269\u5C55\u540D\u524D\u4E0D\u80FD\u6709\u9017\u53F7\uFF1B\u75C5\u4F8B\u6587\u4EF6\u53EF\u4E0B\u8F7D\u67E5\u770B\u3002")
    ],
    en: [
      "Which file formats are accepted?",
      p(
        "A CAD design is a single <code>.stl</code> file, with no comma before the extension; case files can be downloaded."
      )
    ],
    tr: [
      "Hangi dosya bi\xE7imleri kabul edilir?",
      p(
        "CAD tasar\u0131m\u0131 tek bir <code>.stl</code> dosyas\u0131d\u0131r, uzant\u0131dan \xF6nce virg\xFCl olmamal\u0131d\u0131r; vaka dosyalar\u0131 indirilebilir."
      )
    ]
  },
  {
    words: { zh: "\u4E0A\u4F20 \u5931\u8D25 \u6587\u4EF6", en: "upload failed file", tr: "y\xFCkleme ba\u015Far\u0131s\u0131z" },
    zh: [
      "\u4E0A\u4F20\u8BBE\u8BA1\u6587\u4EF6\u5931\u8D25\u600E\u4E48\u529E\uFF1F",
      p("\u68C0\u67E5\u6587\u4EF6\u662F\u5426\u4E3A\u5355\u4E2A .stl \u4E14\u7F51\u7EDC\u6B63\u5E38\u540E\u91CD\u65B0\u4E0A\u4F20\uFF1B\u4ECD\u5931\u8D25\u8BF7\u63D0\u4EA4\u5DE5\u5355\u5E76\u9644\u4E0A\u6587\u4EF6\u3002")
    ],
    en: [
      "My design file upload failed",
      p(
        "Check it is a single .stl file and your network works, then upload again; if it still fails, submit a work order with the file."
      )
    ],
    tr: [
      "Tasar\u0131m dosyas\u0131 y\xFCklenemedi",
      p(
        "Tek bir .stl dosyas\u0131 oldu\u011Funu ve ba\u011Flant\u0131n\u0131z\u0131 kontrol edip yeniden y\xFCkleyin; yine olmazsa dosyayla birlikte i\u015F emri a\xE7\u0131n."
      )
    ]
  },
  {
    words: {
      zh: "\u75C5\u4F8B \u60A3\u8005 \u9690\u79C1 \u4FDD\u5BC6",
      en: "patient data privacy confidential",
      tr: "hasta veri gizlilik"
    },
    zh: [
      "\u75C5\u4F8B\u6570\u636E\u53EF\u4EE5\u5916\u4F20\u5417\uFF1F",
      p("\u4E0D\u53EF\u4EE5\u3002\u60A3\u8005\u6570\u636E\u548C\u75C5\u4F8B\u6587\u4EF6\u987B\u4E25\u683C\u4FDD\u5BC6\uFF0C\u4EC5\u7528\u4E8E\u5B8C\u6210\u8BA2\u5355\u8BBE\u8BA1\uFF0C\u89C1\u5408\u540C\u4FDD\u5BC6\u6761\u6B3E\u3002")
    ],
    en: [
      "May I share case or patient data?",
      p(
        "No. Patient data and case files are confidential and may be used only to design the order; see the contract\u2019s confidentiality clause."
      )
    ],
    tr: [
      "Vaka veya hasta verilerini payla\u015Fabilir miyim?",
      p(
        "Hay\u0131r. Hasta verileri ve vaka dosyalar\u0131 gizlidir, yaln\u0131zca sipari\u015Fi tasarlamak i\xE7in kullan\u0131labilir; s\xF6zle\u015Fmenin gizlilik maddesine bak\u0131n."
      )
    ]
  },
  {
    words: {
      zh: "\u5DE5\u5355 \u5BA2\u670D \u4EBA\u5DE5 \u8054\u7CFB",
      en: "work order support contact human",
      tr: "i\u015F emri destek ileti\u015Fim"
    },
    zh: ["\u5982\u4F55\u8054\u7CFB\u4EBA\u5DE5\u5BA2\u670D\uFF1F", p("\u5728\u5BA2\u670D\u5BF9\u8BDD\u4E2D\u627E\u4E0D\u5230\u7B54\u6848\u65F6\uFF0C\u70B9\u51FB\u201C\u63D0\u4EA4\u5DE5\u5355\u201D\uFF0C\u5BA2\u670D\u4F1A\u5728\u5DE5\u5355\u4E2D\u56DE\u590D\u3002")],
    en: [
      "How do I reach a person?",
      p(
        "When the assistant has no answer, press \u201CSubmit a work order\u201D; customer service replies in the work order."
      )
    ],
    tr: [
      "Bir yetkiliye nas\u0131l ula\u015F\u0131r\u0131m?",
      p("Asistan yan\u0131t bulamazsa \u201C\u0130\u015F emri g\xF6nder\u201De bas\u0131n; m\xFC\u015Fteri hizmetleri i\u015F emrinde yan\u0131tlar.")
    ]
  }
];

// fake-api/seed/questions.ts
function createQuestions(context) {
  return FAQ_ENTRIES.flatMap((entry, index) => {
    const group = `faq-${index + 1}`;
    return LANGUAGES.map((language) => {
      const [questionTitle, answerContext] = entry[language];
      return {
        id: context.nextId(),
        questionTitle,
        answerContext,
        sort: index + 1,
        language,
        keywords: entry.words[language],
        group
      };
    });
  });
}

// fake-api/seed/roles.ts
function createTenants(context) {
  return [{ id: context.nextId(), tenantId: "000000", tenantName: "\u7BA1\u7406\u7EC4" }];
}
function createRoles(context) {
  return [
    { id: context.nextId(), roleName: "\u8BBE\u8BA1\u5E08", roleAlias: "designer" },
    { id: context.nextId(), roleName: "\u5BA2\u670D", roleAlias: "customer_service" },
    { id: context.nextId(), roleName: "\u7BA1\u7406\u5458", roleAlias: "administrator" }
  ];
}

// fake-api/seed/socialIdentities.ts
var BOUND_TO_DESIGNER = ["wechat", "github"];
function createSocialIdentities(context, users) {
  const designer = users.find((user) => user.account === "designer");
  if (!designer) throw new Error("seed: no designer account");
  return BOUND_TO_DESIGNER.map((source, index) => {
    const created = context.daysAgo(200 - index * 10);
    return {
      id: context.nextId(created),
      oauthId: context.nextId(created),
      source,
      uuid: `${source}-${Math.floor(context.random() * 1e9)}`,
      username: `designer_${source}`,
      userId: designer.id,
      createTime: context.format(created)
    };
  });
}

// src/domain/textLimits.ts
var TEXT_LIMITS = {
  nickName: 20,
  realName: 20,
  email: 64,
  /** Country, time zone, design software, indications (the skills profile). */
  profileText: 255,
  ticketSubject: 100,
  /** The stored HTML of the rich-text editor, markup included. */
  ticketContent: 1e4,
  ticketReply: 1e4,
  /** Refusals, returns, disputes, send-backs, deductions, points adjustments. */
  reason: 500,
  paymentReference: 64,
  /** The design software's version of a qualification attempt. */
  softwareVersion: 64,
  /** The payment details (personal centre). */
  accountName: 100,
  bankName: 100,
  branch: 100,
  bankAddress: 255,
  payeeAddress: 255
};
function textLength(text) {
  return [...text].length;
}
function isTooLong(field, text) {
  return textLength(text) > TEXT_LIMITS[field];
}

// src/domain/qcReasons.ts
var QC_REASON_CATEGORIES = [
  "margin",
  "contacts",
  "occlusion",
  "thickness",
  "anatomy",
  "emergence",
  "file",
  "other"
];
var QC_SEVERITIES = ["minor", "major", "critical"];
var QC_ACTIONS = ["pass", "fail", "return"];
var QC_REASON_ERRORS = {
  required: "app.orders.qc.error.reasonRequired",
  category: "app.orders.qc.error.category",
  severity: "app.orders.qc.error.severity",
  text: "app.orders.qc.error.text",
  pin: "app.orders.qc.error.pin"
};
function reasonsRequired(action) {
  return action !== "pass";
}
function validateReason(reason) {
  if (typeof reason !== "object" || reason === null) return QC_REASON_ERRORS.category;
  const { category, severity, text, pin } = reason;
  if (!QC_REASON_CATEGORIES.includes(category)) {
    return QC_REASON_ERRORS.category;
  }
  if (!QC_SEVERITIES.includes(severity)) return QC_REASON_ERRORS.severity;
  if (typeof text !== "string" || isTooLong("reason", text)) return QC_REASON_ERRORS.text;
  if (category === "other" && text.trim() === "") return QC_REASON_ERRORS.text;
  if (pin !== void 0 && !isPoint(pin)) return QC_REASON_ERRORS.pin;
  return void 0;
}
function validateInspection(action, reasons) {
  if (reasonsRequired(action) && reasons.length === 0) return QC_REASON_ERRORS.required;
  for (const reason of reasons) {
    const problem = validateReason(reason);
    if (problem) return problem;
  }
  return void 0;
}
function isPoint(value) {
  return Array.isArray(value) && value.length === 3 && value.every((n) => typeof n === "number" && Number.isFinite(n));
}
function reasonLine(reason, label) {
  const text = reason.text.trim();
  if (reason.category === "other") return text;
  return text ? `${label(reason.category)}: ${text}` : label(reason.category);
}

// fake-api/seed/taskExtras.ts
var DEMO_MESHES = {
  crown: "/oss/demo/crown.stl",
  upper: "/oss/demo/upper-jaw.stl",
  lower: "/oss/demo/lower-jaw.stl"
};
var CASE_FILE_NAMES = {
  upper: "\u4E0A\u988C\u626B\u63CF.stl",
  lower: "\u4E0B\u988C\u626B\u63CF.stl",
  preparation: "\u9884\u5907\u4F53.stl"
};
function createCaseFiles(context, tasks) {
  return tasks.flatMap((task) => {
    const created = parseDateTime(task.createTime);
    const files2 = [
      [CASE_FILE_NAMES.upper, DEMO_MESHES.upper, 235e4],
      [CASE_FILE_NAMES.lower, DEMO_MESHES.lower, 218e4]
    ];
    if (task.dentureType === "1" || task.dentureType === "2") {
      files2.push([CASE_FILE_NAMES.preparation, DEMO_MESHES.crown, 412e3]);
    }
    return files2.map(([fileName, link, fileSize]) => ({
      id: context.nextId(created),
      taskId: task.id,
      fileName,
      link,
      viewStlUrl: link,
      fileSize,
      createTime: task.createTime
    }));
  });
}
var EARLIER_FAIL = {
  action: "fail",
  status: "4",
  reasons: [{ category: "occlusion", severity: "major", text: "" }]
};
var EARLIER_FAIL_LINE = reasonLine(
  EARLIER_FAIL.reasons[0],
  (category) => QC_REASON_LABELS[category].zh
);
function createSubmittedFiles(context, tasks) {
  const taskFiles = [];
  const cadVersions = [];
  for (const task of tasks.filter((item) => ["2", "3", "4", "5", "6"].includes(item.status))) {
    const submitted = Math.min(parseDateTime(task.deadline), context.now) - 6 * HOUR_MS;
    const key = `upload/${task.createTime.slice(0, 10).replace(/-/g, "")}/${task.taskNo}.stl`;
    taskFiles.push({
      id: context.nextId(submitted),
      taskId: task.id,
      fileType: "cad",
      fileSize: 1024e3,
      createTime: context.format(submitted),
      domain: "",
      link: DEMO_MESHES.crown,
      name: key,
      originalName: `${task.taskNo}-cad.stl`,
      viewStlUrl: DEMO_MESHES.crown,
      hashValue: task.id.padStart(32, "0").slice(-32)
    });
    const versions = task.isRework === "1" ? 2 : 1;
    for (let version = 1; version <= versions; version++) {
      const reviewed = version < versions || ["3", "4", "5"].includes(task.status);
      const last = version === versions;
      cadVersions.push({
        id: context.nextId(submitted),
        taskId: task.id,
        version,
        fileName: `${task.taskNo}-cad-v${version}.stl`,
        link: DEMO_MESHES.crown,
        viewStlUrl: DEMO_MESHES.crown,
        submitTime: context.format(submitted - (versions - version) * DAY_MS),
        qcStatus: !reviewed ? "" : last ? task.status : "4",
        qcReasons: last ? task.qcReasons : [EARLIER_FAIL_LINE],
        ...last && task.qcInspection ? { qcInspection: task.qcInspection } : {},
        ...!last && {
          qcInspection: {
            ...EARLIER_FAIL,
            inspector: "support",
            time: context.format(submitted - (versions - version) * DAY_MS + HOUR_MS),
            version
          }
        }
      });
    }
  }
  return { taskFiles, cadVersions };
}
var BITE_REQUEST = { customerCode: "KH001", title: "\u54AC\u5408\u8981\u6C42", strong: "\u8F7B\u63A5\u89E6" };
function createSpecialRequests(context) {
  const requests = [];
  const files2 = [];
  const texts = [
    [
      BITE_REQUEST.customerCode,
      BITE_REQUEST.title,
      `<p>\u54AC\u5408\u63A5\u89E6<strong>${BITE_REQUEST.strong}</strong>\uFF0C\u9884\u7559 0.05 mm \u95F4\u9699\u3002</p>`
    ],
    ["KH001", "\u989C\u8272\u8981\u6C42", "<p>\u6BD4\u8272 A2\uFF0C\u5207\u7AEF\u7A0D\u900F\u660E\u3002</p>"],
    ["KH002", "\u90BB\u63A5\u8981\u6C42", "<p>\u90BB\u63A5\u70B9\u504F\u7D27\uFF0C<em>\u8BF7\u52FF</em>\u8FC7\u5EA6\u6253\u78E8\u3002</p>"],
    ["KH003", "\u57FA\u53F0\u8981\u6C42", "<p>\u7A7F\u9F88\u9AD8\u5EA6 2 mm\u3002</p>"]
  ];
  for (const [customerCode, title, content] of texts) {
    const id = context.nextId(context.now - 90 * DAY_MS);
    requests.push({
      id,
      companySpecialRequestId: id,
      customerCode,
      title,
      content,
      createTime: context.format(context.daysAgo(90))
    });
    files2.push({
      id: context.nextId(context.now - 90 * DAY_MS),
      companySpecialRequestId: id,
      fileName: `${customerCode}-${title}.stl`,
      link: DEMO_MESHES.crown,
      fileSize: 412e3
    });
  }
  return { specialRequests: requests, specialRequestFiles: files2 };
}
function createGroupReads(context, users) {
  const designer = users.find((user) => user.account === "designer");
  if (!designer) return [];
  const reads = [
    ["grab", 60],
    ["progress", 0],
    ["inspection", 60],
    ["history", 0]
  ];
  return reads.map(([groupId, days]) => ({
    id: context.nextId(),
    userId: designer.id,
    groupId,
    readTime: context.format(context.now - days * DAY_MS)
  }));
}
var DEDUCTION_REASONS = ["overdue", "rework", "occlusion", "margin", "contacts"];
function createDeductions(context, users) {
  const designer = users.find((user) => user.account === "designer");
  if (!designer) return [];
  return Array.from({ length: 12 }, (_, index) => {
    const violated = context.daysAgo(5 + index * 6);
    return {
      id: context.nextId(violated),
      userId: designer.id,
      reasonCode: DEDUCTION_REASONS[index % DEDUCTION_REASONS.length],
      reason: "",
      problemLevel: String(1 + index % 3),
      violationTime: context.format(violated),
      createTime: context.format(violated + DAY_MS),
      amount: 10 + index % 4 * 5,
      currency: designer.payment.currency,
      method: index % 4 === 3 ? "2" : "1"
    };
  });
}

// fake-api/seed/tasks.ts
var PRODUCTS2 = [
  { productName: "\u5168\u51A0", material: "\u6C27\u5316\u9506", dentureType: "1", unit: "\u9897" },
  { productName: "\u5185\u51A0", material: "\u94B4\u94EC\u5408\u91D1", dentureType: "2", unit: "\u9897" },
  { productName: "\u5D4C\u4F53", material: "\u4E8C\u7845\u9178\u9502", dentureType: "3", unit: "\u9897" },
  { productName: "\u79CD\u690D\u57FA\u53F0", material: "\u949B", dentureType: "5", unit: "\u4E2A" },
  { productName: "\u8D34\u9762", material: "\u73BB\u7483\u9676\u74F7", dentureType: "4", unit: "\u9897" },
  { productName: "\u6D3B\u52A8\u652F\u67B6", material: "\u7EAF\u949B", dentureType: "6", unit: "\u526F" }
];
var PATIENTS = ["\u674E\u660E", "\u738B\u82B3", "\u5218\u6D0B", "\u9648\u6770", "\u6768\u654F", "\u8D75\u78CA", "\u9EC4\u4E3D", "\u5468\u5F3A", "\u5434\u9759", "\u5F90\u6D9B"];
var CUSTOMERS = ["KH001", "KH002", "KH003", "KH004", "KH005"];
var BRANDS = ["", "Straumann", "Nobel Biocare", "Osstem"];
var finding = (category, severity) => ({
  category,
  severity,
  text: ""
});
var FAIL_REASONS = [finding("occlusion", "major"), finding("margin", "minor")];
var PLANS = [
  // The grab pool: mostly types designer is certified for, one veneer, one framework.
  ...[0, 1, 2, 3, 0, 1, 4, 5].map((product, index) => ({
    holder: "",
    status: "0",
    product,
    daysAgo: index * 0.4
  })),
  // designer's work in progress: one due within the hour, one overdue, the rest in hours or days.
  { holder: "designer", status: "1", product: 0, dueInHours: 0.6 },
  { holder: "designer", status: "1", product: 1, dueInHours: -5 },
  { holder: "designer", status: "1", product: 2, dueInHours: 30 },
  { holder: "designer", status: "2", product: 0, daysAgo: 2 },
  { holder: "designer", status: "2", product: 3, daysAgo: 3 },
  { holder: "designer", status: "3", product: 0, daysAgo: 75 },
  { holder: "designer", status: "3", product: 1, daysAgo: 48 },
  { holder: "designer", status: "3", product: 2, daysAgo: 21 },
  { holder: "designer", status: "3", product: 0, isRework: true, daysAgo: 9 },
  {
    holder: "designer",
    status: "4",
    product: 1,
    isRework: true,
    findings: FAIL_REASONS,
    daysAgo: 4
  },
  {
    holder: "designer",
    status: "5",
    product: 3,
    isRework: true,
    findings: [finding("emergence", "major")],
    dueInHours: 50
  },
  {
    holder: "designer",
    status: "6",
    product: 0,
    isRework: true,
    findings: [finding("contacts", "minor")],
    dueInHours: 8
  },
  { holder: "mainacct", status: "1", product: 0, dueInHours: 3 },
  { holder: "mainacct", status: "1", product: 1, dueInHours: 12 },
  { holder: "mainacct", status: "1", product: 3, dueInHours: 26 },
  {
    holder: "mainacct",
    status: "1",
    product: 0,
    dispatch: { status: "1", to: "subacct1" },
    dueInHours: 40
  },
  { holder: "mainacct", status: "1", product: 1, dispatch: { status: "1" }, dueInHours: 60 },
  {
    holder: "mainacct",
    status: "1",
    product: 0,
    dispatch: { status: "1", to: "subacct1", received: true },
    dueInHours: 20
  },
  { holder: "mainacct", status: "3", product: 0, daysAgo: 33 },
  { holder: "company", status: "1", product: 0, dueInHours: 18 },
  { holder: "company", status: "2", product: 0, daysAgo: 1 },
  { holder: "company", status: "3", product: 0, daysAgo: 60 },
  { holder: "company", status: "3", product: 0, isRework: true, daysAgo: 14 }
];
var CYCLES = [24, 48, 72];
function createDesignTasks(context, users) {
  const idOf = (account) => users.find((user) => user.account === account)?.id ?? "";
  return PLANS.map((plan, index) => {
    const product = PRODUCTS2[plan.product];
    const { created, grabbed, designCycle, deadline } = timesOf(context, plan, index);
    const pick2 = (items) => items[Math.floor(context.random() * items.length)];
    const crowns = product.dentureType === "1" || product.dentureType === "2";
    const dispatch = plan.dispatch;
    return {
      id: context.nextId(created),
      orderNo: `DD${context.format(created).slice(0, 10).replace(/-/g, "")}${String(index + 1).padStart(4, "0")}`,
      taskNo: `RW${String(20260001 + index)}`,
      patientName: pick2(PATIENTS),
      productName: product.productName,
      material: product.material,
      customerCode: CUSTOMERS[index % CUSTOMERS.length],
      unit: product.unit,
      dentureType: product.dentureType,
      designCycle,
      deadline: deadline === void 0 ? "" : context.format(deadline),
      implantBrand: product.dentureType === "5" ? pick2(BRANDS.slice(1)) : "",
      interfaceSize: product.dentureType === "5" ? pick2(["3.5", "4.1", "4.8"]) : "",
      isMailModel: index % 4 === 0 ? "1" : "0",
      remark: index % 3 === 0 ? "\u8BF7\u6CE8\u610F\u90BB\u7259\u63A5\u89E6\u70B9" : "",
      fullCrownCount: crowns && product.dentureType === "1" ? 1 + index % 3 : 0,
      innerCrownCount: crowns && product.dentureType === "2" ? 1 + index % 2 : 0,
      isRework: plan.isRework ? "1" : "0",
      isGrab: plan.holder ? "1" : "0",
      subDispatchStatus: dispatch?.status ?? "0",
      status: plan.status,
      designerId: idOf(plan.holder),
      subDesignerId: idOf(dispatch?.to),
      qcReasons: (plan.findings ?? []).map(
        (reason) => reasonLine(reason, (category) => QC_REASON_LABELS[category].zh)
      ),
      ...plan.findings && {
        qcInspection: {
          action: plan.status === "5" ? "return" : "fail",
          status: plan.status === "5" ? "5" : "4",
          reasons: plan.findings,
          inspector: "support",
          time: context.format(created + HOUR_MS),
          version: plan.isRework ? 2 : 1
        }
      },
      createTime: context.format(created),
      updateTime: context.format(plan.holder ? grabbed : created),
      subReceiveTime: dispatch?.received ? context.format(grabbed + HOUR_MS) : ""
    };
  });
}
function timesOf(context, plan, index) {
  const due = plan.dueInHours;
  if (due !== void 0) {
    const designCycle2 = CYCLES.find((hours) => hours >= due + 2) ?? 72;
    const deadline2 = context.hoursFromNow(due);
    const grabbed2 = deadline2 - designCycle2 * HOUR_MS;
    return { created: grabbed2 - HOUR_MS, grabbed: grabbed2, designCycle: designCycle2, deadline: deadline2 };
  }
  const created = context.daysAgo(plan.daysAgo ?? 0);
  const designCycle = CYCLES[index % CYCLES.length];
  const grabbed = created + HOUR_MS;
  const deadline = plan.holder ? grabbed + designCycle * HOUR_MS : void 0;
  return { created, grabbed, designCycle, deadline };
}

// src/domain/safeUrl.ts
var HTTP_PREFIX = /^https?:\/\//i;
function safeHttpUrl(value) {
  if (!value || !HTTP_PREFIX.test(value)) return void 0;
  try {
    const url2 = new URL(value);
    return url2.protocol === "http:" || url2.protocol === "https:" ? value : void 0;
  } catch {
    return void 0;
  }
}
function isHttpUrl(value) {
  return safeHttpUrl(value) !== void 0;
}

// src/domain/menuAccess.ts
function rolesOf(roleName) {
  return roleName.split(",").map((role) => role.trim()).filter((role) => role !== "");
}

// src/domain/roles.ts
var STAFF_ROLES = ["customer_service", "administrator"];
function hasRole(roleName, allowed) {
  return rolesOf(roleName ?? "").some((role) => allowed.includes(role));
}
function isStaff(roleName) {
  return hasRole(roleName, STAFF_ROLES);
}

// src/domain/tickets.ts
var TICKET_STATUSES = ["0", "1", "2", "3"];
var TICKET_PROBLEM_CATEGORY = "\u5176\u4ED6\u95EE\u9898";
var MOVES = {
  "0": ["1", "2", "3"],
  "1": ["2", "3"],
  "2": ["1", "3"],
  "3": []
};
function isTicketStaff(roleName) {
  return isStaff(roleName);
}
function isTicketStatus(value) {
  return typeof value === "string" && TICKET_STATUSES.includes(value);
}
function canMoveTicket(from, to) {
  return MOVES[from].includes(to);
}
function statusAfterReply(status, byStaff) {
  if (status === "3") return void 0;
  if (byStaff) return status === "0" ? "1" : status;
  return status === "2" ? "0" : status;
}
function hasContent(html) {
  if (/<img\b/i.test(html)) return true;
  const text = html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ");
  return text.trim() !== "";
}

// fake-api/seed/tickets.ts
function createTickets(context, users) {
  const byAccount = (account) => {
    const user = users.find((candidate) => candidate.account === account);
    if (!user) throw new Error(`seed: no account ${account}`);
    return user;
  };
  const designer = byAccount("designer");
  const support = byAccount("support");
  const main = byAccount("mainacct");
  let seq = 0;
  const ticket = (user, days, fields) => {
    const created = context.daysAgo(days);
    return {
      id: context.nextId(created),
      tenantId: user.tenantId,
      userId: user.id,
      problemCategory: TICKET_PROBLEM_CATEGORY,
      attachList: [],
      seq: ++seq,
      createTime: context.format(created),
      updateTime: context.format(created),
      ...fields
    };
  };
  const answered = ticket(designer, 20, {
    subject: "\u4E0A\u6708\u8D26\u5355\u91D1\u989D\u4E0D\u5BF9",
    content: "<p>\u5341\u6708\u8D26\u5355\u5C11\u4E86\u4E24\u7B14\u8BBE\u8BA1\u8D39\uFF0C\u8BF7\u5E2E\u5FD9\u6838\u5BF9\u3002</p>",
    status: "2",
    ownerRead: true,
    staffRead: true
  });
  const waiting = ticket(designer, 3, {
    subject: "\u79CD\u690D\u5BFC\u677F\u53EF\u4EE5\u63A5\u5355\u5417\uFF1F",
    content: "<p>\u6211\u5DF2\u7ECF\u901A\u8FC7\u4E86\u79CD\u690D\u7C7B\u8BA4\u8BC1\uFF0C\u4E3A\u4EC0\u4E48\u770B\u4E0D\u5230\u5BFC\u677F\u8BA2\u5355\uFF1F</p>",
    status: "0",
    ownerRead: true,
    staffRead: false
  });
  const others = ticket(main, 5, {
    subject: "\u5B50\u8D26\u53F7\u6D3E\u5355\u95EE\u9898",
    content: "<p>\u6D3E\u7ED9\u5B50\u8D26\u53F7\u7684\u8BA2\u5355\u64A4\u56DE\u540E\u4E0D\u89C1\u4E86\u3002</p>",
    status: "1",
    ownerRead: true,
    staffRead: true
  });
  const replyTime = context.daysAgo(19);
  const reply = {
    id: context.nextId(replyTime),
    ticketId: answered.id,
    userId: support.id,
    fromStaff: true,
    content: "<p>\u5DF2\u6838\u5BF9\uFF0C\u4E24\u7B14\u8BBE\u8BA1\u8D39\u5DF2\u8865\u53D1\u5230\u672C\u6708\u8D26\u5355\u3002</p>",
    attachList: [],
    seq: ++seq,
    createTime: context.format(replyTime)
  };
  answered.updateTime = reply.createTime;
  return { tickets: [answered, waiting, others], ticketReplies: [reply] };
}

// fake-api/seed/uploadTasks.ts
var UPLOAD_TASK_ID = "1900000000000000101";
function createUploadTasks(context, users) {
  const designer = users.find((user) => user.account === "designer");
  if (!designer) throw new Error("seed: no account designer");
  const created = context.hoursFromNow(-5);
  return [
    {
      id: UPLOAD_TASK_ID,
      orderNo: `DD${day(context, created)}001`,
      taskNo: `T${day(context, created)}001-01`,
      patientName: "\u738B\u82B3",
      productName: "\u6C27\u5316\u9506\u5168\u51A0",
      material: "\u6C27\u5316\u9506",
      customerCode: "C1024",
      unit: "11, 12",
      dentureType: "1",
      designCycle: 24,
      deadline: context.format(context.hoursFromNow(20)),
      implantBrand: "",
      interfaceSize: "",
      isMailModel: "0",
      remark: "",
      fullCrownCount: 2,
      innerCrownCount: 0,
      isRework: "0",
      isGrab: "1",
      subDispatchStatus: "0",
      status: "1",
      designerId: designer.id,
      subDesignerId: "",
      qcReasons: [],
      createTime: context.format(created),
      updateTime: context.format(created),
      subReceiveTime: ""
    }
  ];
}
var day = (context, time) => context.format(time).slice(0, 10).replace(/-/g, "");

// fake-api/seed/index.ts
function createSeedState(now) {
  const context = createSeedContext(now);
  const tenants = createTenants(context);
  const roles = createRoles(context);
  const users = createUsers(context, roles);
  const menus = createMenus(context);
  const state = finalizeSeed({
    tenants,
    roles,
    users,
    menus,
    buttons: createButtons(context, menus),
    dictionaries: createDictionaries(context),
    socialIdentities: createSocialIdentities(context, users),
    tokens: [],
    questions: createQuestions(context),
    ...createTickets(context, users)
  });
  const designTasks = [
    ...createDesignTasks(context, state.users),
    ...createUploadTasks(context, state.users)
  ];
  const deductions = createDeductions(context, state.users);
  const seeded = {
    ...state,
    designTasks,
    ...createSubmittedFiles(context, designTasks),
    caseFiles: createCaseFiles(context, designTasks),
    ...createSpecialRequests(context),
    taskGroupReads: createGroupReads(context, state.users),
    deductions,
    pointsEvents: createPointsEvents(context, state.users, designTasks),
    notices: createNotices(context),
    // Present from the start, so that json-server's view of the state (/__db) lists it.
    accountChanges: [],
    priceList: seedPriceList(context.format(context.now)),
    priceChanges: [],
    // Last: it draws from the seeded generator, and the generators above keep their draws.
    ...createMoney(context, state.users, deductions)
  };
  settleSeedPoints(seeded);
  for (const task of designTasks) {
    const holder = seeded.users.find((user) => user.id === task.designerId);
    if (holder) fixPrice(seeded, task, holder);
  }
  seedOnboarding(context, seeded);
  seedOverseas(context, seeded);
  seeded.notifications = createNotifications(context, seeded);
  return seeded;
}

// fake-api/store/userQueries.ts
function findUserById(state, id) {
  return state.users.find((user) => user.id === id);
}
function findUserByAccount(state, tenantId, account) {
  return state.users.find((user) => user.tenantId === tenantId && user.account === account);
}
function findUserByContact(state, contact) {
  if (!contact.trim()) return void 0;
  return state.users.find(
    (user) => sameContact(user.phone, contact) || sameContact(user.email, contact)
  );
}
var seededContacts;
function isSeededContact(contact) {
  seededContacts ??= new Set(
    // Phones and e-mails do not depend on the clock.
    createSeedState(0).users.flatMap((user) => [user.phone, user.email.toLowerCase()])
  );
  return seededContacts.has(contact.trim().toLowerCase());
}
function audienceOf(state, user) {
  if (user.roleAlias !== "designer") return "staff";
  if (user.isCompanyMember === "1") return "company";
  if (user.mainAccountId) return "subAccount";
  return state.users.some((other) => other.mainAccountId === user.id) ? "mainAccount" : "designer";
}

// fake-api/messages/onboardingMessages.ts
var ONBOARDING_MESSAGES = {
  designerOnly: {
    zh: "\u4EC5\u8BBE\u8BA1\u5E08\u53EF\u4EE5\u7533\u8BF7\u8D44\u8D28\u8BA4\u8BC1",
    en: "Only designers can apply for a qualification",
    tr: "Yaln\u0131zca tasar\u0131mc\u0131lar yeterlilik ba\u015Fvurusu yapabilir"
  },
  unknownType: {
    zh: "\u4E49\u9F7F\u7C7B\u578B\u4E0D\u5B58\u5728",
    en: "This denture type does not exist",
    tr: "Bu protez t\xFCr\xFC mevcut de\u011Fil"
  },
  alreadyUnderReview: {
    zh: "\u8BE5\u4E49\u9F7F\u7C7B\u578B\u7684\u8BA4\u8BC1\u6B63\u5728\u5BA1\u6838\u4E2D",
    en: "The qualification for this denture type is under review",
    tr: "Bu protez t\xFCr\xFC i\xE7in yeterlilik incelemede"
  },
  alreadyPassed: {
    zh: "\u8BE5\u4E49\u9F7F\u7C7B\u578B\u5DF2\u901A\u8FC7\u8BA4\u8BC1",
    en: "You are already qualified for this denture type",
    tr: "Bu protez t\xFCr\xFC i\xE7in zaten yeterlili\u011Finiz var"
  },
  softwareInvalid: {
    zh: "\u8BF7\u9009\u62E9\u8BBE\u8BA1\u8F6F\u4EF6",
    en: "Please choose the design software",
    tr: "L\xFCtfen tasar\u0131m yaz\u0131l\u0131m\u0131n\u0131 se\xE7in"
  },
  versionRequired: {
    zh: "\u8BF7\u586B\u5199\u8F6F\u4EF6\u7248\u672C",
    en: "Please enter the software version",
    tr: "L\xFCtfen yaz\u0131l\u0131m s\xFCr\xFCm\xFCn\xFC girin"
  },
  yearsInvalid: {
    zh: "\u4ECE\u4E1A\u5E74\u9650\u987B\u4E3A0\u523060\u7684\u6574\u6570",
    en: "Years of experience must be a whole number from 0 to 60",
    tr: "Deneyim y\u0131l\u0131 0 ile 60 aras\u0131nda bir tam say\u0131 olmal\u0131d\u0131r"
  },
  fileRequired: {
    zh: "\u8BF7\u4E0A\u4F20\u6D4B\u8BD5\u8BBE\u8BA1\u6587\u4EF6",
    en: "Please upload the test design",
    tr: "L\xFCtfen test tasar\u0131m\u0131n\u0131 y\xFCkleyin"
  },
  fileInvalid: {
    zh: "\u4EC5\u652F\u6301\u4E0A\u4F20\u4E00\u4E2A.stl\u6587\u4EF6\uFF0C\u6587\u4EF6\u540D\u6269\u5C55\u540D\u524D\u4E0D\u80FD\u6709\u9017\u53F7",
    en: "Upload one .stl file, with no comma before the extension",
    tr: "Uzant\u0131dan \xF6nce virg\xFCl olmayan tek bir .stl dosyas\u0131 y\xFCkleyin"
  },
  duplicateFile: {
    zh: "\u8BE5\u6587\u4EF6\u5DF2\u4E0A\u4F20\u8FC7\uFF0C\u8BF7\u52FF\u91CD\u590D\u4E0A\u4F20",
    en: "This file has already been uploaded: duplicates are not allowed",
    tr: "Bu dosya zaten y\xFCklendi: ayn\u0131 dosya tekrar y\xFCklenemez"
  },
  attemptNotFound: {
    zh: "\u8BA4\u8BC1\u8BB0\u5F55\u4E0D\u5B58\u5728",
    en: "The qualification attempt does not exist",
    tr: "Yeterlilik ba\u015Fvurusu bulunamad\u0131"
  },
  notUnderReview: {
    zh: "\u8BE5\u8BA4\u8BC1\u4E0D\u5728\u5BA1\u6838\u4E2D\uFF0C\u4E0D\u80FD\u91CD\u590D\u5BA1\u6838",
    en: "This attempt is not under review and cannot be reviewed again",
    tr: "Bu ba\u015Fvuru incelemede de\u011Fil, yeniden incelenemez"
  },
  resultInvalid: {
    zh: "\u5BA1\u6838\u7ED3\u679C\u65E0\u6548",
    en: "Invalid review result",
    tr: "Ge\xE7ersiz inceleme sonucu"
  },
  reasonRequired: { zh: "\u8BF7\u586B\u5199\u539F\u56E0", en: "Please enter a reason", tr: "L\xFCtfen bir neden girin" },
  reasonInvalid: { zh: "\u539F\u56E0\u7C7B\u522B\u65E0\u6548", en: "Unknown reason category", tr: "Ge\xE7ersiz neden t\xFCr\xFC" },
  contractNotFound: {
    zh: "\u5408\u540C\u4E0D\u5B58\u5728",
    en: "The contract does not exist",
    tr: "S\xF6zle\u015Fme bulunamad\u0131"
  },
  contractSigned: {
    zh: "\u5408\u540C\u5DF2\u7B7E\u7F72",
    en: "The contract is already signed",
    tr: "S\xF6zle\u015Fme zaten imzaland\u0131"
  },
  contractIllegal: {
    zh: "\u5F53\u524D\u5408\u540C\u72B6\u6001\u4E0D\u5141\u8BB8\u8BE5\u64CD\u4F5C",
    en: "The contract state does not allow this",
    tr: "S\xF6zle\u015Fmenin durumu buna izin vermiyor"
  },
  onlineNotAllowed: {
    zh: "\u8BF7\u6309\u7EB8\u8D28\u5408\u540C\u6D41\u7A0B\u7B7E\u7F72\uFF1A\u90AE\u5BC4\u5408\u540C\u5E76\u586B\u5199\u5FEB\u9012\u5355\u53F7",
    en: "Please sign on paper: mail the contract and enter the tracking number",
    tr: "L\xFCtfen ka\u011F\u0131t \xFCzerinde imzalay\u0131n: s\xF6zle\u015Fmeyi postalay\u0131n ve takip numaras\u0131n\u0131 girin"
  },
  paperNotAllowed: {
    zh: "\u8BF7\u5728\u7EBF\u7B7E\u7F72\u5408\u540C",
    en: "Please sign the contract online",
    tr: "L\xFCtfen s\xF6zle\u015Fmeyi \xE7evrimi\xE7i imzalay\u0131n"
  },
  realNameRequired: {
    zh: "\u8BF7\u586B\u5199\u771F\u5B9E\u59D3\u540D",
    en: "Please enter your real name",
    tr: "L\xFCtfen ger\xE7ek ad\u0131n\u0131z\u0131 girin"
  },
  idNumberInvalid: {
    zh: "\u8BC1\u4EF6\u53F7\u7801\u4E0D\u6B63\u786E",
    en: "The ID number is not correct",
    tr: "Kimlik numaras\u0131 hatal\u0131"
  },
  agreeRequired: {
    zh: "\u8BF7\u9605\u8BFB\u5E76\u540C\u610F\u5408\u540C",
    en: "Please read and accept the contract",
    tr: "L\xFCtfen s\xF6zle\u015Fmeyi okuyup kabul edin"
  },
  contractVersionStale: {
    zh: "\u5408\u540C\u5DF2\u66F4\u65B0\uFF0C\u8BF7\u9605\u8BFB\u65B0\u7248\u672C\u540E\u518D\u7B7E\u7F72",
    en: "The contract has changed: read the new version, then sign",
    tr: "S\xF6zle\u015Fme g\xFCncellendi: yeni s\xFCr\xFCm\xFC okuyup \xF6yle imzalay\u0131n"
  },
  signedNameMismatch: {
    zh: "\u7B7E\u540D\u987B\u4E0E\u771F\u5B9E\u59D3\u540D\u4E00\u81F4",
    en: "The signature must match your real name",
    tr: "\u0130mza ger\xE7ek ad\u0131n\u0131zla ayn\u0131 olmal\u0131d\u0131r"
  },
  trackNumInvalid: {
    zh: "\u5FEB\u9012\u5355\u53F7\u4E0D\u6B63\u786E",
    en: "The tracking number is not correct",
    tr: "Kargo takip numaras\u0131 hatal\u0131"
  },
  registrationNotFound: {
    zh: "\u6CE8\u518C\u7533\u8BF7\u4E0D\u5B58\u5728",
    en: "The registration does not exist",
    tr: "Kay\u0131t ba\u015Fvurusu bulunamad\u0131"
  },
  registrationNotPending: {
    zh: "\u8BE5\u6CE8\u518C\u7533\u8BF7\u5DF2\u5904\u7406",
    en: "This registration has already been handled",
    tr: "Bu kay\u0131t ba\u015Fvurusu zaten i\u015Flendi"
  }
};
function onboardingMessage(message, language = "zh") {
  return ONBOARDING_MESSAGES[message][language];
}
function refuse(res, message) {
  sendFailure(res, 400, onboardingMessage(message, languageParam(res.req)));
}
var REJECTED = {
  zh: "\u6CE8\u518C\u7533\u8BF7\u672A\u901A\u8FC7: ",
  en: "Your registration was not approved: ",
  tr: "Kay\u0131t ba\u015Fvurunuz onaylanmad\u0131: "
};
var registrationRejected = (reason, language = "zh") => `${REJECTED[language]}${reason}`;

// fake-api/auth/tokenResponse.ts
function tokenResponse(user, token, settings, firstLogin = false) {
  return {
    access_token: token.accessToken,
    token_type: "bearer",
    refresh_token: token.refreshToken,
    expires_in: settings.accessTtlSeconds,
    scope: "all",
    tenant_id: user.tenantId,
    user_id: user.id,
    dept_id: user.deptId,
    role_id: user.roleId,
    role_name: user.roleAlias,
    post_id: user.postId,
    oauth_id: token.oauthId,
    account: user.account,
    user_name: user.account,
    nick_name: user.name,
    real_name: user.realName,
    avatar: user.avatar,
    detail: { type: "web" },
    license: "powered by bladex",
    is_not_login: firstLogin ? "1" : "0",
    userId: user.id,
    oauthId: token.oauthId,
    all_user_info: {
      user: {
        id: user.id,
        account: user.account,
        name: user.name,
        realName: user.realName,
        email: user.email,
        phone: user.phone,
        avatar: user.avatar,
        isCompanyMember: user.isCompanyMember,
        roleAlias: user.roleAlias,
        level: user.level,
        mainAccountId: user.mainAccountId
      }
    }
  };
}

// fake-api/auth/login.ts
function knownTenant(context, req, res) {
  const tenantId = tenantParam(req);
  if (context.store.state().tenants.some((tenant) => tenant.tenantId === tenantId)) {
    return tenantId;
  }
  sendGrantError(res, authMessage("\u79DF\u6237ID\u672A\u627E\u5230", languageParam(req)));
  return void 0;
}
function completeLogin(context, res, user, language, oauthId = "") {
  if (user.status === "2") {
    return sendGrantError(res, registrationRejected(user.rejectReason ?? "", language));
  }
  if (user.status !== "1") {
    return sendGrantError(res, authMessage("\u8D26\u53F7\u6B63\u5728\u5BA1\u6838\u4E2D,\u8BF7\u7B49\u5F85\u7BA1\u7406\u5458\u5BA1\u6838", language));
  }
  const firstLogin = user.lastLoginTime === "";
  const token = context.tokens.issue(user, language ?? "zh", oauthId);
  res.json(tokenResponse(user, token, context.settings, firstLogin));
}

// fake-api/auth/social.ts
function renderConsent(context, req, res) {
  const source = req.params.source ?? "";
  const kind = param(req, "as") === "bound" ? "bound" : "new";
  const { code, state } = context.socialCodes.issue(source, kind);
  const query = new URLSearchParams({ source, code, state });
  res.redirect(302, `/login?${query.toString()}`);
}
function socialGrant(context, req, res) {
  const language = languageParam(req);
  if (!knownTenant(context, req, res)) return;
  const source = param(req, "source");
  const consent = context.socialCodes.redeem(source, param(req, "code"), param(req, "state"));
  if (!consent) {
    const message = authMessage("\u7B2C\u4E09\u65B9\u6388\u6743\u5931\u8D25", language);
    res.status(400).json({ code: 400, msg: message, error_description: message });
    return;
  }
  const identity = consent.kind === "bound" ? designerIdentity(context, source) : newIdentity(context, source);
  const user = identity.userId ? findUserById(context.store.state(), identity.userId) : void 0;
  if (!user) {
    res.json({ user_id: "-1", oauth_id: identity.oauthId, account: "" });
    return;
  }
  completeLogin(context, res, user, language, identity.oauthId);
}
function designerIdentity(context, source) {
  const state = context.store.state();
  const designer = findUserByAccount(state, "000000", "designer");
  const existing = state.socialIdentities.find(
    (identity) => identity.source === source && identity.userId === designer?.id
  );
  return existing ?? newIdentity(context, source, designer?.id);
}
function newIdentity(context, source, userId = "") {
  const uuid = `${source}-${randomHex(6)}`;
  const identity = {
    id: context.newId(),
    oauthId: context.newId(),
    source,
    uuid,
    username: uuid,
    userId,
    createTime: formatDateTime(context.settings.now())
  };
  context.store.state().socialIdentities.push(identity);
  return identity;
}

// fake-api/auth/captcha.ts
import { randomInt as randomInt2 } from "node:crypto";
var LIFETIME_MS = 30 * 6e4;
var ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function createCaptchaBook(now) {
  const captchas = /* @__PURE__ */ new Map();
  return {
    create() {
      const key = randomHex(16);
      const text = randomChars(ALPHABET, 5);
      captchas.set(key, { text, expiresAt: now() + LIFETIME_MS });
      const image = `data:image/svg+xml;base64,${Buffer.from(renderSvg(text)).toString("base64")}`;
      return { key, image };
    },
    verify(key, code) {
      const captcha = captchas.get(key);
      captchas.delete(key);
      return !!captcha && captcha.expiresAt > now() && captcha.text === code.toUpperCase();
    }
  };
}
function renderSvg(text) {
  const letters = [...text].map((letter, index) => {
    const rotation = randomInt2(-20, 21);
    const x = 14 + index * 23;
    return `<text x="${x}" y="34" transform="rotate(${rotation} ${x} 26)">${letter}</text>`;
  }).join("");
  const noise = Array.from(
    { length: 4 },
    () => `<line x1="${randomInt2(130)}" y1="${randomInt2(48)}" x2="${randomInt2(130)}" y2="${randomInt2(48)}" stroke="#9ab"/>`
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="48"><rect width="130" height="48" fill="#f2f6fc"/>${noise}<g font-family="monospace" font-size="26" font-weight="bold" fill="#409eff">${letters}</g></svg>`;
}

// fake-api/auth/signInGuard.ts
var CAPTCHA_AFTER = 3;
var LOCK_AFTER = 5;
function createSignInGuard(settings) {
  const accounts = /* @__PURE__ */ new Map();
  const addresses = /* @__PURE__ */ new Map();
  const { lockoutMs, now } = settings;
  const minutesUntil = (at) => Math.max(1, Math.ceil((at - now()) / 6e4));
  const current = (book, key) => {
    const count = book.get(key);
    const expired = count && count.lockedUntil <= now() && count.since + lockoutMs <= now();
    const lifted = count && count.lockedUntil !== 0 && count.lockedUntil <= now();
    if (!count || expired || lifted) {
      const fresh = { failures: 0, since: now(), lockedUntil: 0 };
      book.set(key, fresh);
      return fresh;
    }
    return count;
  };
  const verdict = (account, address) => {
    const byAddress = current(addresses, address);
    if (byAddress.lockedUntil > now()) {
      return { kind: "addressLimited", minutes: minutesUntil(byAddress.lockedUntil) };
    }
    const byAccount = current(accounts, account);
    if (byAccount.lockedUntil > now()) {
      return { kind: "locked", minutes: minutesUntil(byAccount.lockedUntil) };
    }
    return { kind: "open", captcha: byAccount.failures >= CAPTCHA_AFTER };
  };
  return {
    verdict,
    fail(account, address) {
      const byAccount = current(accounts, account);
      byAccount.failures += 1;
      if (byAccount.failures >= LOCK_AFTER) byAccount.lockedUntil = now() + lockoutMs;
      const byAddress = current(addresses, address);
      byAddress.failures += 1;
      if (byAddress.failures >= settings.addressFailures) {
        byAddress.lockedUntil = byAddress.since + lockoutMs;
      }
      return verdict(account, address);
    },
    succeed(account) {
      accounts.delete(account);
    }
  };
}

// fake-api/http/offsetClock.ts
function createOffsetClock(base) {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms) {
      offset += Math.max(0, ms);
      return base() + offset;
    }
  };
}

// fake-api/store/files.ts
function createFileStore(storage2) {
  if (storage2) {
    return {
      put: (name, file) => storage2.putObject(name, file),
      get: (name) => storage2.getObject(name)
    };
  }
  const files2 = /* @__PURE__ */ new Map();
  return {
    put: async (name, file) => void files2.set(name, file),
    get: async (name) => files2.get(name)
  };
}

// fake-api/http/httpServer.ts
var DEFAULT_HOST = "127.0.0.1";
var LOOPBACK = /* @__PURE__ */ new Set(["127.0.0.1", "localhost", "::1"]);
function isLoopback(host) {
  return LOOPBACK.has(host) || host.startsWith("127.");
}
function listenOn(app2, port, host = DEFAULT_HOST) {
  return new Promise((resolve, reject) => {
    const server2 = app2.listen(port, host);
    server2.once("error", reject);
    server2.once("listening", () => {
      const actualPort = server2.address().port;
      const shown = isLoopback(host) ? "localhost" : host.includes(":") ? `[${host}]` : host;
      resolve({ server: server2, port: actualPort, url: `http://${shown}:${actualPort}` });
    });
  });
}
function closeServer(server2) {
  return new Promise((resolve) => {
    server2.close(() => resolve());
    server2.closeAllConnections();
  });
}

// fake-api/middleware/clientAuth.ts
var EXPECTED = `Basic ${Buffer.from("saber:saber_secret").toString("base64")}`;
var requireClient = (req, res, next) => {
  if (req.get("authorization")?.trim() === EXPECTED) return next();
  sendFailure(res, 401, MESSAGES.clientUnauthorized);
};

// fake-api/middleware/idempotentWrites.ts
var DAY_MS2 = 24 * 60 * 60 * 1e3;
function idempotentWrites({ now, ttlMs = DAY_MS2 }) {
  const entries = /* @__PURE__ */ new Map();
  const forget = () => {
    for (const [key, entry] of entries) {
      if (entry.answer && now() - entry.storedAt > ttlMs) entries.delete(key);
    }
  };
  return (req, res, next) => {
    const key = req.get("Idempotency-Key");
    if (!key || req.method === "GET" || req.method === "HEAD") return next();
    const session = res.locals.session;
    const scope = `${session?.user.id ?? ""}\0${req.method}\0${req.path}\0${key}`;
    const fingerprint = fingerprintOf(req.originalUrl, req.body);
    forget();
    const known = entries.get(scope);
    if (known) {
      if (known.fingerprint !== fingerprint) {
        return sendFailure(res, 422, MESSAGES.idempotencyKeyReused);
      }
      if (!known.answer) return sendFailure(res, 409, MESSAGES.requestInProgress);
      res.set("Idempotent-Replayed", "true");
      return res.status(known.answer.status).json(known.answer.body);
    }
    const entry = { fingerprint, storedAt: now() };
    entries.set(scope, entry);
    const { json } = res;
    res.json = (body) => {
      res.json = json;
      if (succeeded(res.statusCode, body)) {
        entry.answer = { status: res.statusCode, body };
        entry.storedAt = now();
      } else entries.delete(scope);
      return json.call(res, body);
    };
    res.on("close", () => {
      if (!entry.answer && entries.get(scope) === entry) entries.delete(scope);
    });
    next();
  };
}
function succeeded(status, body) {
  if (status < 200 || status >= 300) return false;
  const code = typeof body === "object" && body !== null ? Reflect.get(body, "code") : void 0;
  return code === void 0 || code === 200;
}
function fingerprintOf(url2, body) {
  const parsed = body && typeof body === "object" && Object.keys(body).length > 0;
  return parsed ? `${url2}\0${stableJson(body)}` : url2;
}
function stableJson(value) {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

// fake-api/middleware/persistChanges.ts
function persistChanges(store) {
  return (_req, res, next) => {
    const end = res.end.bind(res);
    res.end = ((...args) => {
      store.commit();
      return end(...args);
    });
    next();
  };
}

// fake-api/middleware/faults.ts
var STATUS_MESSAGES = {
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound
};
var GATEWAY_TIMEOUT_PAGE = "<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center></body></html>";
var DEFAULT_TIMEOUT_MS = 1500;
function createFaultInjector(settings) {
  const planned = /* @__PURE__ */ new Map();
  const draw = createPrng(settings.failSeed);
  const plan = (path, next) => {
    const normalized = path.startsWith("/api/") ? path : `/api${path.startsWith("/") ? "" : "/"}${path}`;
    if (next.count <= 0) return void planned.delete(normalized);
    planned.set(normalized, {
      count: next.count,
      status: next.status ?? 500,
      mode: next.mode ?? "error",
      when: next.when ?? "before",
      ms: next.ms ?? DEFAULT_TIMEOUT_MS,
      msg: next.msg
    });
  };
  const failNext = (path, count, status = 500) => plan(path, { count, status });
  for (const entry of settings.failNext.split(",").filter(Boolean)) {
    const separator = entry.lastIndexOf("=");
    failNext(entry.slice(0, separator), Number(entry.slice(separator + 1)));
  }
  const middleware = (req, res, next) => {
    const decide = () => {
      const path = req.originalUrl.split("?")[0];
      const fault = planned.get(path);
      if (fault) {
        fault.count -= 1;
        if (fault.count <= 0) planned.delete(path);
        if (fault.when === "before") return fail(res, fault);
        failTheAnswer(res, fault);
        return next();
      }
      if (settings.failRate > 0 && draw() < settings.failRate) {
        return fail(res, { count: 1, status: 500, mode: "error", when: "before", ms: 0 });
      }
      next();
    };
    if (settings.latencyMs > 0) setTimeout(decide, settings.latencyMs);
    else decide();
  };
  return { middleware, failNext, plan };
}
function fail(res, fault) {
  if (fault.mode === "drop") {
    cutMidAnswer(res);
    return;
  }
  if (fault.mode === "timeout") {
    setTimeout(() => res.status(504).type("html").send(GATEWAY_TIMEOUT_PAGE), fault.ms);
    return;
  }
  res.status(fault.status).json({
    code: fault.status,
    success: false,
    data: null,
    msg: fault.msg ?? STATUS_MESSAGES[fault.status] ?? MESSAGES.simulatedFault
  });
}
function failTheAnswer(res, fault) {
  const { json, send } = res;
  const answered = () => {
    res.json = json;
    res.send = send;
    fail(res, fault);
    return res;
  };
  res.json = answered;
  res.send = answered;
}
function cutMidAnswer(res) {
  const socket = res.socket;
  if (!socket) return;
  socket.end(
    'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n{"code":2'
  );
}

// fake-api/middleware/holds.ts
function createRequestHolds() {
  const holds = /* @__PURE__ */ new Map();
  function release(path) {
    const hold = holds.get(apiPath(path));
    if (!hold) return;
    holds.delete(apiPath(path));
    clearTimeout(hold.timer);
    for (const resume of hold.waiting) resume();
  }
  return {
    middleware(req, _res, next) {
      const hold = holds.get(req.originalUrl.split("?")[0]);
      if (hold) hold.waiting.push(() => next());
      else next();
    },
    hold(path, ms) {
      release(path);
      const timer = setTimeout(() => release(path), ms);
      holds.set(apiPath(path), { waiting: [], timer });
    },
    release,
    waiting: (path) => holds.get(apiPath(path))?.waiting.length ?? 0
  };
}
function apiPath(path) {
  if (path.startsWith("/api/")) return path;
  return `/api${path.startsWith("/") ? "" : "/"}${path}`;
}

// fake-api/middleware/requestLog.ts
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
function requestLog(file) {
  mkdirSync(dirname(file), { recursive: true });
  return (req, _res, next) => {
    const body = req.body;
    const entry = {
      time: (/* @__PURE__ */ new Date()).toISOString(),
      method: req.method,
      path: req.originalUrl.split("?")[0],
      query: req.query,
      bodyKeys: body && typeof body === "object" ? Object.keys(body) : [],
      headers: {
        authorization: req.get("authorization") ?? null,
        "blade-auth": req.get("blade-auth") ?? null,
        "tenant-id": req.get("tenant-id") ?? null,
        "idempotency-key": req.get("idempotency-key") ?? null,
        "captcha-key": req.get("captcha-key") ?? null,
        "captcha-code": req.get("captcha-code") ?? null
      }
    };
    appendFileSync(file, `${JSON.stringify(entry)}
`);
    next();
  };
}

// fake-api/middleware/tokenAuth.ts
var PUBLIC_PATHS = [
  "/blade-auth/os/oauth/token",
  "/blade-auth/os/oauth/phone/captcha",
  "/blade-auth/os/phone/oauth/token",
  "/blade-auth/os/forgetPassword",
  "/blade-auth/oauth/token",
  "/blade-auth/oauth/captcha",
  "/blade-user/register-guest"
];
function requireToken(context) {
  return (req, res, next) => {
    if (PUBLIC_PATHS.includes(req.path)) return next();
    const header = req.get("blade-auth")?.trim();
    if (!header) return sendFailure(res, 401, MESSAGES.missingToken);
    const token = context.tokens.findByAccessToken(header.replace(/^bearer\s+/i, ""));
    const user = token && findUserById(context.store.state(), token.userId);
    if (!token || !user || user.status !== "1") {
      return sendFailure(res, 401, MESSAGES.unauthorized);
    }
    res.locals.session = { user, token };
    next();
  };
}
function sessionOf(res) {
  const { session } = res.locals;
  if (!session) throw new Error("protected route mounted without requireToken");
  return session;
}

// fake-api/services/__fake/index.ts
import { Router as Router2 } from "express";
function controlRoutes(options) {
  const { faults, holds, tokens, store, clock, storage: storage2 } = options;
  const now = clock.now;
  const router = Router2();
  router.post("/fail-next", (req, res) => {
    const path = param(req, "path");
    if (!path) return sendFailure(res, 400, missingParameter("path"));
    const count = Number(param(req, "count") || 1);
    const status = Number(param(req, "status") || 500);
    const mode = oneOf(param(req, "mode"), FAULT_MODES, "error");
    const when = oneOf(param(req, "when"), FAULT_MOMENTS, "before");
    const ms = param(req, "ms") ? Number(param(req, "ms")) : void 0;
    const msg = param(req, "msg") || void 0;
    faults.plan(path, { count, status, mode, when, ms, msg });
    sendOk(res, { path, count, status, mode, when });
  });
  router.post("/fail-upload-parts", (req, res) => {
    if (!storage2) return sendFailure(res, 400, MESSAGES.storageMissing);
    const count = Number(param(req, "count") || 1);
    storage2.failNextParts(count);
    sendOk(res, { count });
  });
  router.post("/delay-upload-parts", (req, res) => {
    if (!storage2) return sendFailure(res, 400, MESSAGES.storageMissing);
    const count = Number(param(req, "count") || 1);
    const ms = Number(param(req, "ms") || 1e3);
    storage2.delayNextParts(count, ms);
    sendOk(res, { count, ms });
  });
  router.get("/upload-parts", (_req, res) => {
    if (!storage2) return sendFailure(res, 400, MESSAGES.storageMissing);
    sendOk(res, {
      pendingFailures: storage2.pendingPartFailures(),
      // Begun and neither completed nor aborted: a test waits on an abort instead of sleeping.
      openUploads: storage2.openMultipartUploads()
    });
  });
  router.post("/hold", (req, res) => {
    const path = param(req, "path");
    if (!path) return sendFailure(res, 400, missingParameter("path"));
    const ms = Number(param(req, "ms") || 3e4);
    holds.hold(path, ms);
    sendOk(res, { path, ms });
  });
  router.post("/release", (req, res) => {
    const path = param(req, "path");
    if (!path) return sendFailure(res, 400, missingParameter("path"));
    const released = holds.waiting(path);
    holds.release(path);
    sendOk(res, { path, released });
  });
  router.get("/held", (req, res) => {
    const path = param(req, "path");
    if (!path) return sendFailure(res, 400, missingParameter("path"));
    sendOk(res, { path, waiting: holds.waiting(path) });
  });
  router.post("/expire-access-tokens", (_req, res) => {
    sendOk(res, { expired: tokens.expireAccessTokens() });
  });
  router.post("/revoke-refresh-tokens", (req, res) => {
    const account = param(req, "account");
    const user = account ? findUserByAccount(store.state(), "000000", account) : void 0;
    if (account && !user) return sendFailure(res, 400, MESSAGES.notFound);
    sendOk(res, { revoked: tokens.revokeRefreshTokens(user?.id) });
  });
  router.post("/clock", (req, res) => {
    const ms = Number(param(req, "ms") || 0) + Number(param(req, "minutes") || 0) * 6e4;
    if (!Number.isFinite(ms) || ms <= 0) return sendFailure(res, 400, missingParameter("ms"));
    sendOk(res, { now: clock.advance(ms) });
  });
  router.post("/reset", (_req, res) => {
    store.replace(createSeedState(now()));
    sendOk(res, null);
  });
  return router;
}
var FAULT_MODES = ["error", "timeout", "drop"];
var FAULT_MOMENTS = ["before", "after"];
function oneOf(value, allowed, fallback) {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

// fake-api/services/blade-resource/index.ts
import express, { Router as Router3 } from "express";
var OBJECT_PATH = "/api/blade-resource/oss/object";
var MAX_PUT_FILE_BYTES = 50 * 1024 * 1024;
var INLINE_TYPES = /* @__PURE__ */ new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);
function fileRoutes(context) {
  const router = Router3();
  router.post(
    "/oss/endpoint/put-file",
    express.raw({ type: "multipart/form-data", limit: MAX_PUT_FILE_BYTES }),
    (req, res) => void putFile(context, req, res)
  );
  return router;
}
async function putFile(context, req, res) {
  const file = await filePart(req);
  if (!file) return sendFailure(res, 400, "\u4E0A\u4F20\u6587\u4EF6\u4E0D\u80FD\u4E3A\u7A7A");
  const day3 = formatDateTime(context.settings.now()).slice(0, 10).replace(/-/g, "");
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(file.name)?.[0].toLowerCase() ?? "";
  const name = `upload/${day3}/${context.newId()}${extension}`;
  await context.files.put(name, {
    bytes: Buffer.from(await file.arrayBuffer()),
    contentType: file.type || "application/octet-stream",
    originalName: file.name
  });
  const domain = `${req.protocol}://${req.get("host")}${OBJECT_PATH}`;
  const result = {
    link: `${domain}/${name}`,
    domain,
    name,
    originalName: file.name
  };
  sendOk(res, result);
}
async function filePart(req) {
  if (!Buffer.isBuffer(req.body) || req.body.length === 0) return void 0;
  try {
    const form = await new Response(new Uint8Array(req.body), {
      headers: { "content-type": req.get("content-type") ?? "" }
    }).formData();
    const part = form.get("file");
    return part instanceof File && part.size > 0 ? part : void 0;
  } catch {
    return void 0;
  }
}
function serveObject(context) {
  return async (req, res) => {
    const file = await context.files.get(req.params[0] ?? "").catch(() => void 0);
    if (!file) return sendFailure(res, 404, "\u6587\u4EF6\u4E0D\u5B58\u5728");
    const inline = INLINE_TYPES.has(file.contentType);
    res.setHeader("Content-Type", inline ? file.contentType : "application/octet-stream");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader(
      "Content-Disposition",
      `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`
    );
    res.send(file.bytes);
  };
}

// fake-api/services/blade-auth/index.ts
import { Router as Router4 } from "express";

// fake-api/messages/signInMessages.ts
function lockedMessage(minutes, language = "zh") {
  const texts = {
    zh: `\u5BC6\u7801\u9519\u8BEF\u6B21\u6570\u8FC7\u591A,\u8D26\u53F7\u5DF2\u9501\u5B9A,\u8BF7${minutes}\u5206\u949F\u540E\u518D\u8BD5`,
    en: `Too many wrong passwords: the account is locked, try again in ${minutes} minutes`,
    tr: `\xC7ok fazla hatal\u0131 \u015Fifre: hesap kilitlendi, ${minutes} dakika sonra tekrar deneyin`
  };
  return texts[language];
}
function addressLimitedMessage(minutes, language = "zh") {
  const texts = {
    zh: `\u6B64\u5730\u5740\u767B\u5F55\u5931\u8D25\u6B21\u6570\u8FC7\u591A,\u8BF7${minutes}\u5206\u949F\u540E\u518D\u8BD5`,
    en: `Too many failed sign-ins from this address, try again in ${minutes} minutes`,
    tr: `Bu adresten \xE7ok fazla ba\u015Far\u0131s\u0131z giri\u015F, ${minutes} dakika sonra tekrar deneyin`
  };
  return texts[language];
}
var CAPTCHA_REQUIRED = {
  zh: "\u8BF7\u8F93\u5165\u56FE\u7247\u9A8C\u8BC1\u7801",
  en: "Please enter the characters of the picture",
  tr: "L\xFCtfen resimdeki karakterleri girin"
};
function captchaRequiredMessage(language = "zh") {
  return CAPTCHA_REQUIRED[language];
}
var CODE_REFUSALS = {
  tooSoon: {
    zh: "\u9A8C\u8BC1\u7801\u53D1\u9001\u8FC7\u4E8E\u9891\u7E41,\u8BF760\u79D2\u540E\u518D\u8BD5",
    en: "A code was sent less than a minute ago, please wait 60 seconds",
    tr: "Bir dakikadan k\u0131sa s\xFCre \xF6nce kod g\xF6nderildi, l\xFCtfen 60 saniye bekleyin"
  },
  dailyLimit: {
    zh: "\u4ECA\u65E5\u9A8C\u8BC1\u7801\u53D1\u9001\u6B21\u6570\u5DF2\u8FBE\u4E0A\u9650",
    en: "No more codes can be sent to this number today",
    tr: "Bu numaraya bug\xFCn daha fazla kod g\xF6nderilemez"
  }
};
function codeRefusalMessage(refusal, language = "zh") {
  return CODE_REFUSALS[refusal][language];
}

// fake-api/auth/passwordGrant.ts
function passwordGrant(context, req, res) {
  const language = languageParam(req);
  const tenantId = knownTenant(context, req, res);
  if (!tenantId) return;
  const account = param(req, "account") || param(req, "username");
  const guardKey = `${tenantId}\0${account.trim().toLowerCase()}`;
  const address = req.ip ?? req.socket.remoteAddress ?? "";
  const verdict = context.signIns.verdict(guardKey, address);
  if (verdict.kind !== "open") return refuse2(res, verdict, language);
  const captchaSent = req.get("captcha-key") !== void 0 || req.get("captcha-code") !== void 0;
  if (verdict.captcha || param(req, "grant_type") === "captcha" || captchaSent) {
    if (verdict.captcha && !captchaSent) {
      return sendGrantError(res, captchaRequiredMessage(language), 400, { captcha: true });
    }
    const key = req.get("captcha-key") ?? "";
    const code = req.get("captcha-code") ?? "";
    if (!context.captchas.verify(key, code)) {
      const extra = verdict.captcha ? { captcha: true } : void 0;
      return sendGrantError(res, authMessage("\u9A8C\u8BC1\u7801\u4E0D\u6B63\u786E", language), 400, extra);
    }
  }
  const user = findUserByAccount(context.store.state(), tenantId, account);
  if (!user || user.password !== param(req, "password").toLowerCase()) {
    const after = context.signIns.fail(guardKey, address);
    if (after.kind !== "open") return refuse2(res, after, language);
    const extra = after.captcha ? { captcha: true } : void 0;
    return sendGrantError(res, authMessage("\u7528\u6237\u540D\u6216\u5BC6\u7801\u9519\u8BEF", language), 400, extra);
  }
  context.signIns.succeed(guardKey);
  if (user.status === "1" && user.weakPassword) {
    res.json({ 5001: authMessage("\u5BC6\u7801\u5F3A\u5EA6\u8FC7\u4F4E,\u8BF7\u4FEE\u6539\u5BC6\u7801", language), account: user.account });
    return;
  }
  completeLogin(context, res, user, language);
}
function refuse2(res, verdict, language) {
  if (verdict.kind === "locked") {
    return sendGrantError(res, lockedMessage(verdict.minutes, language), 400, { locked: true });
  }
  if (verdict.kind === "addressLimited") {
    return sendGrantError(res, addressLimitedMessage(verdict.minutes, language), 429);
  }
}

// fake-api/auth/phone.ts
function sendPhoneCode(context, req, res) {
  const contact = param(req, "phone").trim();
  if (!findUserByContact(context.store.state(), contact)) {
    return sendFailure(res, 400, authMessage("\u8BE5\u624B\u673A\u53F7\u672A\u6CE8\u518C", languageParam(req)));
  }
  const issued = context.codes.issue(contact, isSeededContact(contact));
  if ("refused" in issued) {
    return sendFailure(res, 400, codeRefusalMessage(issued.refused, languageParam(req)));
  }
  sendOk(res, issued);
}
function phoneGrant(context, req, res) {
  const language = languageParam(req);
  if (!knownTenant(context, req, res)) return;
  const phone = param(req, "phone");
  const user = findUserByContact(context.store.state(), phone);
  if (!user || !context.codes.check(param(req, "ukey"), phone, param(req, "vfCode"), true)) {
    return sendGrantError(res, authMessage("\u9A8C\u8BC1\u7801\u4E0D\u6B63\u786E", language));
  }
  completeLogin(context, res, user, language);
}
function forgetPassword(context, req, res) {
  const language = languageParam(req);
  const [phone, ukey, vfCode] = [param(req, "phone"), param(req, "ukey"), param(req, "vfCode")];
  const newPassword = param(req, "newPassword").toLowerCase();
  if (!newPassword || newPassword !== param(req, "newPassword1").toLowerCase()) {
    return sendFailure(res, 400, authMessage("\u8BF7\u8F93\u5165\u6B63\u786E\u7684\u786E\u8BA4\u5BC6\u7801!", language));
  }
  const user = findUserByContact(context.store.state(), phone);
  if (!user || !context.codes.check(ukey, phone, vfCode, true)) {
    return sendFailure(res, 400, authMessage("\u9A8C\u8BC1\u7801\u4E0D\u6B63\u786E", language));
  }
  user.password = newPassword;
  user.weakPassword = false;
  sendOk(res, null);
}

// fake-api/auth/session.ts
function refreshGrant(context, req, res) {
  const language = languageParam(req);
  const old = context.tokens.redeemRefreshToken(param(req, "refresh_token"));
  const user = old && findUserById(context.store.state(), old.userId);
  if (!old || !user || user.status !== "1") {
    return sendGrantError(res, authMessage("\u5237\u65B0\u4EE4\u724C\u5DF2\u5931\u6548", language), 401);
  }
  const token = context.tokens.issue(user, language ?? old.language, old.oauthId);
  res.json(tokenResponse(user, token, context.settings));
}
function refreshLanguage(context, req, res) {
  const { user, token: old } = sessionOf(res);
  context.tokens.redeemRefreshToken(old.refreshToken);
  const token = context.tokens.issue(user, languageParam(req) ?? old.language, old.oauthId);
  res.json(tokenResponse(user, token, context.settings));
}
function logout(context, _req, res) {
  const { user, token } = sessionOf(res);
  context.tokens.revoke(token);
  res.json({ success: "true", account: user.account, msg: "success" });
}

// fake-api/services/blade-auth/index.ts
function authRoutes(context) {
  const router = Router4();
  const bind = (handler) => (req, res) => handler(context, req, res);
  router.post("/os/oauth/token", bind(passwordGrant));
  router.post("/os/oauth/phone/captcha", bind(sendPhoneCode));
  router.post("/os/phone/oauth/token", bind(phoneGrant));
  router.post("/os/forgetPassword", bind(forgetPassword));
  router.post("/oauth/token", bind(oauthToken));
  router.get("/oauth/captcha", (_req, res) => {
    res.json(context.captchas.create());
  });
  router.get("/oauth/logout", bind(logout));
  router.post("/oauth/logout", bind(logout));
  router.post("/oauth/refreshLanguage", bind(refreshLanguage));
  return router;
}
var GRANTS = {
  password: passwordGrant,
  captcha: passwordGrant,
  refresh_token: refreshGrant,
  social: socialGrant
};
function oauthToken(context, req, res) {
  const grantType = param(req, "grant_type");
  const grant = GRANTS[grantType];
  if (grant) return grant(context, req, res);
  res.status(400).json({
    error: "unsupported_grant_type",
    error_description: `Unsupported grant type: ${grantType}`
  });
}

// fake-api/services/blade-log/index.ts
import { Router as Router5 } from "express";
var MAX_ERROR_LOGS_PER_CALL = 200;
var FIELDS = ["type", "message", "stack", "info", "url", "time"];
var DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
function logRoutes(context) {
  const router = Router5();
  router.post("/error/submit-batch", (req, res) => {
    const body = req.body;
    if (!Array.isArray(body) || body.length === 0) {
      return sendFailure(res, 400, "\u8BF7\u6C42\u4F53\u5FC5\u987B\u662F\u975E\u7A7A\u7684\u65E5\u5FD7\u6570\u7EC4");
    }
    if (body.length > MAX_ERROR_LOGS_PER_CALL) {
      return sendFailure(res, 400, `\u4E00\u6B21\u6700\u591A\u4E0A\u4F20 ${MAX_ERROR_LOGS_PER_CALL} \u6761\u65E5\u5FD7`);
    }
    for (const [index, entry] of body.entries()) {
      const problem = entryProblem(entry);
      if (problem) return sendFailure(res, 400, `\u7B2C ${index + 1} \u6761\u65E5\u5FD7\u683C\u5F0F\u9519\u8BEF: ${problem}`);
    }
    const { user } = sessionOf(res);
    const state = context.store.state();
    const createTime = formatDateTime(context.settings.now());
    const records = body.map((entry) => ({
      id: context.newId(),
      tenantId: user.tenantId,
      userId: user.id,
      account: user.account,
      ...pick(entry),
      createTime
    }));
    state.errorLogs = [...state.errorLogs ?? [], ...records];
    sendOk(res, null);
  });
  return router;
}
function entryProblem(entry) {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return "entry";
  const record = entry;
  const wrong = FIELDS.find((field) => typeof record[field] !== "string");
  if (wrong) return wrong;
  if (record.type !== "error") return "type";
  if (record.message.trim() === "") return "message";
  if (!DATE_TIME.test(record.time)) return "time";
  return void 0;
}
function pick(entry) {
  return Object.fromEntries(FIELDS.map((field) => [field, entry[field]]));
}

// fake-api/services/blade-system/index.ts
import { Router as Router6 } from "express";

// fake-api/views/menuTree.ts
function buildMenuTree(menus, audience, language) {
  return buildTree(
    menus.filter((menu) => menu.audiences.includes(audience)),
    language
  );
}
function buildButtonTree(menus, buttons, audience, language) {
  const granted = buttons.filter((button) => button.audiences.includes(audience));
  const needed = /* @__PURE__ */ new Set();
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  for (const button of granted) {
    for (let menu = byId.get(button.parentId); menu; menu = byId.get(menu.parentId)) {
      needed.add(menu.id);
    }
  }
  return buildTree([...menus.filter((menu) => needed.has(menu.id)), ...granted], language);
}
function buildTree(visible, language) {
  const childrenOf = (parentId) => visible.filter((record) => record.parentId === parentId).sort((a, b) => a.sort - b.sort).map((record) => {
    const children = childrenOf(record.id);
    return {
      ...toNode(record, language),
      ...children.length > 0 ? { children } : {}
    };
  });
  return childrenOf("0");
}
function toNode(record, language) {
  const { id, parentId, code, alias, path, source, sort, category, action, isOpen, roles } = record;
  return {
    id,
    parentId,
    code,
    name: record.name[language],
    alias,
    path,
    source,
    sort,
    category,
    action,
    isOpen,
    ...roles ? { meta: { roles } } : {}
  };
}

// fake-api/services/blade-system/index.ts
function systemRoutes(context) {
  const router = Router6();
  router.get("/menu/routes", (_req, res) => {
    const { user, token } = sessionOf(res);
    const state = context.store.state();
    sendOk(res, buildMenuTree(state.menus, audienceOf(state, user), token.language));
  });
  router.get("/menu/buttons", (_req, res) => {
    const { user, token } = sessionOf(res);
    const state = context.store.state();
    const audience = audienceOf(state, user);
    sendOk(res, buildButtonTree(state.menus, state.buttons, audience, token.language));
  });
  router.get("/dict-biz/dictionary", (req, res) => {
    const code = param(req, "code");
    if (!code) return sendFailure(res, 400, missingParameter("code"));
    const language = languageParam(req) ?? sessionOf(res).token.language;
    const items = context.store.state().dictionaries.filter((item) => item.code === code && item.parentId !== "0").sort((a, b) => a.sort - b.sort).map((item) => ({ ...item, dictValue: item.dictValue[language] }));
    sendOk(res, items);
  });
  return router;
}

// fake-api/services/blade-user/index.ts
import { Router as Router9 } from "express";

// fake-api/services/blade-user/audit.ts
import { Router as Router7 } from "express";

// src/domain/onboarding/idNumber.ts
var WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
var CHECK_CHARS = "10X98765432";
function idCheckDigit(first17) {
  if (!/^\d{17}$/.test(first17)) return void 0;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARS[sum % 11];
}
function isValidResidentId(value) {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!isBirthDate(id.slice(6, 14))) return false;
  return idCheckDigit(id.slice(0, 17)) === id[17];
}
function isValidPassport(value) {
  return /^[A-Z0-9]{5,20}$/i.test(value.trim());
}
function isValidIdNumber(kind, value) {
  return kind === "resident" ? isValidResidentId(value) : isValidPassport(value);
}
function isBirthDate(yyyymmdd) {
  const [year, month, day3] = [
    Number(yyyymmdd.slice(0, 4)),
    Number(yyyymmdd.slice(4, 6)),
    Number(yyyymmdd.slice(6, 8))
  ];
  if (year < 1800) return false;
  const date = new Date(Date.UTC(year, month - 1, day3));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day3;
}

// src/domain/onboarding/states.ts
function nextCertificationStatus(status, move) {
  if (status !== "0") return void 0;
  return move === "pass" ? "1" : "2";
}
function mayApply(latest) {
  return latest === void 0 || latest === "2";
}
var CONTRACT_MOVES = {
  signOnline: { "0": "2" },
  mail: { "0": "1" },
  confirm: { "1": "2" },
  sendBack: { "1": "0" }
};
function nextContractStatus(status, move) {
  return CONTRACT_MOVES[move][status];
}
function nextRegistrationStatus(status, move) {
  if (status !== "0") return void 0;
  return move === "approve" ? "1" : "2";
}
function isValidTrackingNumber(value) {
  return /^[A-Z0-9]{8,30}$/i.test(value.trim());
}

// src/domain/onboarding/software.ts
var DESIGN_SOFTWARE = ["exocad", "3shape", "other"];
var MAX_YEARS = 60;
function isValidYears(value) {
  const years = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof years === "number" && Number.isInteger(years) && years >= 0 && years <= MAX_YEARS;
}

// fake-api/http/bladePage.ts
function bladePage(records, req) {
  const size = positive(param(req, "size"), 10);
  const current = positive(param(req, "current"), 1);
  return {
    records: records.slice((current - 1) * size, current * size),
    total: records.length,
    size,
    current,
    pages: Math.ceil(records.length / size),
    orders: [],
    searchCount: true
  };
}
function positive(text, fallback) {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

// fake-api/middleware/requireRole.ts
function requireRole(...roles) {
  return (_req, res, next) => {
    if (roles.includes(sessionOf(res).user.roleAlias)) return next();
    sendFailure(res, 403, MESSAGES.forbidden);
  };
}
var requireStaff = requireRole("customer_service", "administrator");
var requireAdmin = requireRole("administrator");

// fake-api/messages/limitMessages.ts
var FIELD_NAMES = {
  nickName: { zh: "\u6635\u79F0", en: "The nick name", tr: "Takma ad" },
  realName: { zh: "\u771F\u5B9E\u59D3\u540D", en: "The real name", tr: "Ger\xE7ek ad" },
  email: { zh: "\u90AE\u7BB1", en: "The e-mail address", tr: "E-posta adresi" },
  profileText: { zh: "\u8D44\u6599", en: "A profile field", tr: "Profil alan\u0131" },
  ticketSubject: { zh: "\u6807\u9898", en: "The title", tr: "Ba\u015Fl\u0131k" },
  ticketContent: { zh: "\u5185\u5BB9", en: "The content", tr: "\u0130\xE7erik" },
  ticketReply: { zh: "\u56DE\u590D", en: "The reply", tr: "Yan\u0131t" },
  reason: { zh: "\u539F\u56E0", en: "The reason", tr: "Neden" },
  paymentReference: { zh: "\u4ED8\u6B3E\u6D41\u6C34\u53F7", en: "The payment reference", tr: "\xD6deme referans\u0131" },
  softwareVersion: { zh: "\u8F6F\u4EF6\u7248\u672C", en: "The software version", tr: "Yaz\u0131l\u0131m s\xFCr\xFCm\xFC" },
  accountName: { zh: "\u8D26\u6237\u540D", en: "The account name", tr: "Hesap ad\u0131" },
  bankName: { zh: "\u5F00\u6237\u94F6\u884C", en: "The bank", tr: "Banka" },
  branch: { zh: "\u5F00\u6237\u652F\u884C", en: "The branch", tr: "\u015Eube" },
  bankAddress: { zh: "\u94F6\u884C\u5730\u5740", en: "The bank address", tr: "Banka adresi" },
  payeeAddress: { zh: "\u6536\u6B3E\u4EBA\u5730\u5740", en: "The payee address", tr: "Al\u0131c\u0131 adresi" }
};
function tooLongMessage(req, field) {
  const language = languageParam(req) ?? "zh";
  const name = FIELD_NAMES[field][language];
  const max = TEXT_LIMITS[field];
  if (language === "en") return `${name} may not exceed ${max} characters`;
  if (language === "tr") return `${name} en fazla ${max} karakter olabilir`;
  return `${name}\u4E0D\u80FD\u8D85\u8FC7${max}\u4E2A\u5B57\u7B26`;
}
function refuseTooLong(req, res, texts) {
  const found = texts.find(([field, value]) => isTooLong(field, String(value ?? "")));
  if (found) sendFailure(res, 400, tooLongMessage(req, found[0]));
  return found !== void 0;
}

// fake-api/services/blade-user/audit.ts
function registrationRoutes(context) {
  const router = Router7();
  const state = () => context.store.state();
  router.get("/audit/page", requireAdmin, (req, res) => {
    const status = param(req, "status") || "0";
    const records = state().users.filter((user) => user.roleAlias === "designer" && user.status === status).sort((a, b) => a.createTime.localeCompare(b.createTime)).map(registrationOf);
    sendOk(res, bladePage(records, req));
  });
  for (const [path, move] of [
    ["audit-pass", "approve"],
    ["audit-refuse", "reject"]
  ]) {
    router.post(`/${path}`, requireAdmin, (req, res) => {
      const ids = param(req, "userIds").split(",").filter(Boolean);
      if (ids.length === 0) return sendFailure(res, 400, missingParameter("userIds"));
      const reason = param(req, "reason").trim();
      if (move === "reject" && !reason) return refuse(res, "reasonRequired");
      if (refuseTooLong(req, res, [["reason", reason]])) return;
      const users = ids.map((id) => state().users.find((user) => user.id === id));
      if (users.some((user) => !user)) return refuse(res, "registrationNotFound");
      const found = users;
      if (found.some((user) => !nextRegistrationStatus(user.status, move))) {
        return refuse(res, "registrationNotPending");
      }
      for (const user of found) {
        user.status = nextRegistrationStatus(user.status, move) ?? user.status;
        user.rejectReason = move === "reject" ? reason : "";
      }
      sendOk(res, null);
    });
  }
  return router;
}
function registrationOf(user) {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    tenantId: user.tenantId,
    status: user.status,
    reason: user.rejectReason ?? "",
    createTime: user.createTime
  };
}

// fake-api/services/blade-user/registerGuest.ts
import { Router as Router8 } from "express";

// fake-api/messages/registerMessages.ts
function accountTakenMessage(account) {
  return `\u5F53\u524D\u7528\u6237 [${account}] \u5DF2\u5B58\u5728!`;
}

// src/domain/referral.ts
import { addMonths, format, subDays } from "date-fns";
var REFERRAL_REWARD_FEN_PER_ORDER = 100;
var REFERRAL_WINDOW_MONTHS = 6;
var day2 = (dateTime) => dateTime.slice(0, 10);
function parseDay(value) {
  const [year, month, date] = day2(value).split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}
function referralWindowEnd(registeredAt) {
  return format(
    subDays(addMonths(parseDay(registeredAt), REFERRAL_WINDOW_MONTHS), 1),
    "yyyy-MM-dd"
  );
}
function isValidReferralOrder(order, registeredAt) {
  if (!order.passedAt || order.isRework || order.isVoid) return false;
  const passed2 = day2(order.passedAt);
  return passed2 >= day2(registeredAt) && passed2 <= referralWindowEnd(registeredAt);
}
function validOrdersInMonth(orders, registeredAt, month) {
  return orders.filter(
    (order) => isValidReferralOrder(order, registeredAt) && order.passedAt.startsWith(month)
  ).length;
}
function validOrderCount(orders, registeredAt) {
  return orders.filter((order) => isValidReferralOrder(order, registeredAt)).length;
}
function referralRewardFen(validOrders) {
  return validOrders * REFERRAL_REWARD_FEN_PER_ORDER;
}
function inviteeState(qualified, orders) {
  if (orders.some((order) => order.passedAt !== "")) return "first_order";
  return qualified ? "qualified" : "registered";
}
function maskName2(name) {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${"*".repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

// fake-api/profile/referrals.ts
function inviteCodeOf(user) {
  return `D${user.id.slice(-7)}`;
}
function findInviter(state, inviteCode) {
  const code = inviteCode.trim().toUpperCase();
  return code ? state.users.find((user) => inviteCodeOf(user) === code) : void 0;
}
function ordersOf(state, invitee) {
  return (state.designTasks ?? []).filter((task) => task.designerId === invitee.id).map((task) => ({
    passedAt: task.status === "3" ? task.updateTime : "",
    isRework: task.isRework === "1",
    isVoid: false
  }));
}
var isQualified = (user) => user.certifications.some((c) => c.status === "1");
function invitedRows(state, inviter) {
  return state.users.filter((user) => user.invitedBy === inviter.id).sort((a, b) => b.createTime.localeCompare(a.createTime)).map((invitee) => {
    const orders = ordersOf(state, invitee);
    const validOrders = validOrderCount(orders, invitee.createTime);
    return {
      id: invitee.id,
      name: maskName2(invitee.name),
      registeredAt: invitee.createTime,
      state: inviteeState(isQualified(invitee), orders),
      validOrders,
      rewardFen: referralRewardFen(validOrders),
      windowEnd: referralWindowEnd(invitee.createTime)
    };
  });
}
function referralSummary(state, inviter, month) {
  const invitees = state.users.filter((user) => user.invitedBy === inviter.id);
  const thisMonth = invitees.reduce(
    (sum, invitee) => sum + validOrdersInMonth(ordersOf(state, invitee), invitee.createTime, month),
    0
  );
  const toDate = invitees.reduce(
    (sum, invitee) => sum + validOrderCount(ordersOf(state, invitee), invitee.createTime),
    0
  );
  return {
    inviteCode: inviteCodeOf(inviter),
    invited: invitees.length,
    qualified: invitees.filter(isQualified).length,
    rewardThisMonthFen: referralRewardFen(thisMonth),
    rewardToDateFen: referralRewardFen(toDate)
  };
}

// fake-api/services/blade-user/registerGuest.ts
function registerGuestRoutes(context) {
  const router = Router8();
  router.post("/register-guest", (req, res) => {
    const state = context.store.state();
    const tenantId = tenantParam(req);
    const [name, account, password] = [
      param(req, "name"),
      param(req, "account"),
      param(req, "password")
    ];
    const missing = Object.entries({ name, account, password }).find(([, value]) => !value);
    if (missing) return sendFailure(res, 400, missingParameter(missing[0]));
    if (refuseTooLong(req, res, [["nickName", name]])) return;
    if (!state.tenants.some((tenant) => tenant.tenantId === tenantId)) {
      return sendFailure(res, 400, "\u79DF\u6237ID\u672A\u627E\u5230");
    }
    if (findUserByAccount(state, tenantId, account)) {
      return sendFailure(res, 400, accountTakenMessage(account));
    }
    const identity = state.socialIdentities.find((item) => item.oauthId === param(req, "oauthId"));
    if (!identity || identity.userId) return sendFailure(res, 400, "\u7B2C\u4E09\u65B9\u767B\u9646\u4FE1\u606F\u9519\u8BEF!");
    const user = pendingDesigner(context, { tenantId, name, account, password });
    user.invitedBy = findInviter(state, param(req, "inviteCode"))?.id ?? "";
    state.users.push(user);
    identity.userId = user.id;
    sendOk(res, null);
  });
  return router;
}
function pendingDesigner(context, registration) {
  const designerRole = context.store.state().roles.find((role) => role.roleAlias === "designer");
  const template = context.store.state().users.find((user) => user.roleAlias === "designer");
  return {
    ...registration,
    id: context.newId(),
    password: registration.password.toLowerCase(),
    weakPassword: false,
    realName: registration.name,
    avatar: "",
    phone: "",
    email: "",
    roleId: designerRole?.id ?? "",
    roleAlias: "designer",
    deptId: template?.deptId ?? "",
    postId: template?.postId ?? "",
    status: "0",
    isCompanyMember: "0",
    level: "D",
    points: 0,
    contractStatus: "0",
    trackNum: "",
    mainAccountId: "",
    invitedBy: "",
    certifications: [],
    payment: emptyPayment(),
    createTime: formatDateTime(context.settings.now()),
    lastLoginTime: ""
  };
}

// fake-api/services/blade-user/index.ts
function bladeUserService(context) {
  return Router9().use(registrationRoutes(context), registerGuestRoutes(context));
}

// fake-api/services/cl-order/index.ts
import { Router as Router12 } from "express";

// fake-api/services/cl-order/subUsers.ts
import { Router as Router10 } from "express";

// fake-api/orders/subUsers.ts
function subUsersOf(state, main) {
  return state.users.filter((user) => user.mainAccountId === main.id && user.status === "1").map(({ id, account, name, realName }) => ({ id, account, name, realName }));
}

// fake-api/services/cl-order/subUsers.ts
function subUserRoutes(context) {
  const router = Router10();
  router.get("/task/getsubUser", (_req, res) => {
    sendOk(res, subUsersOf(context.store.state(), sessionOf(res).user));
  });
  return router;
}

// fake-api/services/cl-order/uploadKeys.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { Router as Router11 } from "express";
var UPLOAD_KEYS_TTL_MS = 36e5;
function uploadKeyRoutes(context) {
  const router = Router11();
  router.get("/order/FrontEndAS", (_req, res) => {
    const { storage: storage2 } = context;
    if (!storage2) return sendFailure(res, 400, MESSAGES.storageMissing);
    const keys = {
      accessKeyId: storage2.accessKeyId,
      secretAccessKey: storage2.secretAccessKey,
      // s3rver checks no session token; a real STS answer carries one, so the fake does too.
      sessionToken: randomBytes2(24).toString("base64url"),
      bucket: storage2.bucket,
      region: storage2.region,
      endpoint: storage2.endpoint,
      expiration: formatDateTime(context.settings.now() + UPLOAD_KEYS_TTL_MS),
      domain: storage2.objectUrl("").replace(/\/$/, "")
    };
    sendOk(res, keys);
  });
  return router;
}

// fake-api/services/cl-order/index.ts
function clOrderService(context) {
  return Router12().use(uploadKeyRoutes(context), subUserRoutes(context));
}

// fake-api/services/cl_bank_inter_number/index.ts
import { Router as Router13 } from "express";

// fake-api/profile/bankBranches.ts
var ROWS = [
  ["102100000458", "ICBC", "\u4E2D\u56FD\u5DE5\u5546\u94F6\u884C", "\u4E2D\u56FD\u5DE5\u5546\u94F6\u884C\u5317\u4EAC\u6D77\u6DC0\u652F\u884C"],
  ["102100004979", "ICBC", "\u4E2D\u56FD\u5DE5\u5546\u94F6\u884C", "\u4E2D\u56FD\u5DE5\u5546\u94F6\u884C\u5317\u4EAC\u4E2D\u5173\u6751\u652F\u884C"],
  ["102290000011", "ICBC", "\u4E2D\u56FD\u5DE5\u5546\u94F6\u884C", "\u4E2D\u56FD\u5DE5\u5546\u94F6\u884C\u4E0A\u6D77\u6D66\u4E1C\u5206\u884C"],
  ["103100000026", "ABC", "\u4E2D\u56FD\u519C\u4E1A\u94F6\u884C", "\u4E2D\u56FD\u519C\u4E1A\u94F6\u884C\u5317\u4EAC\u5206\u884C\u8425\u4E1A\u90E8"],
  ["103290000016", "ABC", "\u4E2D\u56FD\u519C\u4E1A\u94F6\u884C", "\u4E2D\u56FD\u519C\u4E1A\u94F6\u884C\u4E0A\u6D77\u5E02\u5206\u884C"],
  ["104100000004", "BOC", "\u4E2D\u56FD\u94F6\u884C", "\u4E2D\u56FD\u94F6\u884C\u5317\u4EAC\u5E02\u5206\u884C"],
  ["104584000003", "BOC", "\u4E2D\u56FD\u94F6\u884C", "\u4E2D\u56FD\u94F6\u884C\u6DF1\u5733\u5E02\u5206\u884C"],
  ["105100000017", "CCB", "\u4E2D\u56FD\u5EFA\u8BBE\u94F6\u884C", "\u4E2D\u56FD\u5EFA\u8BBE\u94F6\u884C\u5317\u4EAC\u5E02\u5206\u884C"],
  ["105584000005", "CCB", "\u4E2D\u56FD\u5EFA\u8BBE\u94F6\u884C", "\u4E2D\u56FD\u5EFA\u8BBE\u94F6\u884C\u6DF1\u5733\u5E02\u5206\u884C"],
  ["308584000013", "CMB", "\u62DB\u5546\u94F6\u884C", "\u62DB\u5546\u94F6\u884C\u6DF1\u5733\u5206\u884C"],
  ["308100005027", "CMB", "\u62DB\u5546\u94F6\u884C", "\u62DB\u5546\u94F6\u884C\u5317\u4EAC\u5206\u884C"],
  ["301290000007", "BCM", "\u4EA4\u901A\u94F6\u884C", "\u4EA4\u901A\u94F6\u884C\u4E0A\u6D77\u5E02\u5206\u884C"]
];
var BANK_BRANCHES = ROWS.map(
  ([interNumber, bankCode, bankName, branchName]) => ({
    id: interNumber,
    interNumber,
    bankCode,
    bankName,
    branchName
  })
);
function searchBranches(keyword) {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...BANK_BRANCHES];
  return BANK_BRANCHES.filter(
    (branch) => [branch.branchName, branch.bankName, branch.interNumber, branch.bankCode].some(
      (text) => text.toLowerCase().includes(needle)
    )
  );
}

// fake-api/services/cl_bank_inter_number/index.ts
function bankBranchRoutes() {
  const router = Router13();
  router.get("/page", (req, res) => {
    sendOk(res, bladePage(searchBranches(param(req, "keyword")), req));
  });
  return router;
}

// fake-api/services/cl_dispatch/index.ts
import { Router as Router14 } from "express";

// fake-api/messages/taskMessages.ts
var TASK_MESSAGES = {
  notFound: "\u4EFB\u52A1\u4E0D\u5B58\u5728",
  taken: "\u624B\u6162\u4E86\uFF0C\u8BE5\u8BA2\u5355\u5DF2\u88AB\u5176\u4ED6\u8BBE\u8BA1\u5E08\u62A2\u8D70",
  subAccountGrab: "\u5B50\u8D26\u53F7\u4E0D\u80FD\u62A2\u5355\uFF0C\u8BF7\u7B49\u5F85\u4E3B\u8D26\u53F7\u6D3E\u5355",
  notHolder: "\u60A8\u4E0D\u662F\u8BE5\u8BA2\u5355\u7684\u8BBE\u8BA1\u5E08",
  reasonRequired: "\u9000\u56DE\u539F\u56E0\u4E0D\u80FD\u4E3A\u7A7A",
  cadRequired: "\u8BF7\u5148\u4E0A\u4F20CAD\u8BBE\u8BA1\u6587\u4EF6\u518D\u63D0\u4EA4",
  subUserUnknown: "\u8BE5\u5B50\u8D26\u53F7\u4E0D\u5B58\u5728",
  notMainAccount: "\u53EA\u6709\u4E3B\u8D26\u53F7\u53EF\u4EE5\u6D3E\u5355",
  notDispatchedToYou: "\u8BE5\u8BA2\u5355\u672A\u6D3E\u53D1\u7ED9\u60A8",
  unknownGroup: "\u5206\u7EC4\u4E0D\u5B58\u5728"
};
var GRAB_MESSAGES = {
  not_certified: "\u60A8\u5C1A\u672A\u901A\u8FC7\u8D44\u8D28\u8BA4\u8BC1\uFF0C\u4E0D\u80FD\u62A2\u5355",
  contract_unsigned: "\u60A8\u5C1A\u672A\u7B7E\u7F72\u5408\u540C\uFF0C\u4E0D\u80FD\u62A2\u5355",
  type_not_certified: "\u60A8\u5C1A\u672A\u901A\u8FC7\u8BE5\u4E49\u9F7F\u7C7B\u578B\u7684\u8D44\u8D28\u8BA4\u8BC1\uFF0C\u4E0D\u80FD\u62A2\u5355"
};
var DISPATCH_MESSAGES = {
  not_in_design: "\u53EA\u6709\u8BBE\u8BA1\u4E2D\u6216\u8FD4\u5DE5\u7684\u8BA2\u5355\u53EF\u4EE5\u6D3E\u5355",
  already_dispatched: "\u8BE5\u8BA2\u5355\u5DF2\u6D3E\u5355\uFF0C\u8BF7\u5148\u64A4\u56DE",
  not_dispatched: "\u8BE5\u8BA2\u5355\u672A\u6D3E\u5355",
  already_received: "\u5B50\u8D26\u53F7\u5DF2\u63A5\u5355\uFF0C\u4E0D\u80FD\u64A4\u56DE"
};
var ACTION_NAMES = {
  grab: "\u62A2\u5355",
  cancel: "\u9000\u56DE",
  submit: "\u63D0\u4EA4",
  rework: "\u8FD4\u5DE5",
  pass: "\u8D28\u68C0\u901A\u8FC7",
  fail: "\u5224\u5B9A\u4E0D\u5408\u683C",
  return: "\u8D28\u68C0\u9000\u56DE"
};
var illegalMove = (action, status) => `\u8BA2\u5355\u5F53\u524D\u72B6\u6001\u4E3A\u300C${TASK_STATUS_NAMES[status].zh}\u300D\uFF0C\u4E0D\u80FD${ACTION_NAMES[action]}`;
function cancelRefusal(blocker, status) {
  if (blocker === "not_holder") return TASK_MESSAGES.notHolder;
  if (blocker === "dispatched") return DISPATCH_MESSAGES.already_dispatched;
  return illegalMove("cancel", status);
}

// src/domain/taskStates.ts
var TASK_STATUS = {
  pool: "0",
  inDesign: "1",
  awaitingQc: "2",
  inspected: "3",
  unqualified: "4",
  qualityReturn: "5",
  rework: "6"
};
var TASK_STATUSES = ["0", "1", "2", "3", "4", "5", "6"];
var TRANSITIONS = {
  grab: { actor: "designer", from: ["0"], to: "1" },
  cancel: { actor: "designer", from: ["1"], to: "0" },
  submit: { actor: "designer", from: ["1", "6"], to: "2" },
  rework: { actor: "designer", from: ["5"], to: "6" },
  pass: { actor: "inspector", from: ["2"], to: "3" },
  fail: { actor: "inspector", from: ["2"], to: "4" },
  return: { actor: "inspector", from: ["2", "4"], to: "5" }
};
function nextStatus(action, status) {
  const transition = TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : void 0;
}
function canTake(action, status) {
  return nextStatus(action, status) !== void 0;
}
function marksRework(action) {
  return action === "fail" || action === "return";
}
var WORKBENCH_TABS = [
  "grab",
  "progress",
  "inspection",
  "history"
];
var TAB_STATUSES = {
  grab: ["0"],
  progress: ["1", "5", "6"],
  inspection: ["2", "4"],
  history: ["3"]
};
var FILE_STATES = ["1", "6"];
function acceptsFiles(status) {
  return FILE_STATES.includes(status);
}
function holdsTask(userId, task) {
  if (userId === void 0 || userId === "") return false;
  if (task.designerId === userId) return true;
  return task.subDesignerId === userId && task.subReceiveTime !== "";
}

// fake-api/orders/taskQueries.ts
function tasksOf(state) {
  state.designTasks ??= [];
  return state.designTasks;
}
function findTask(state, id) {
  return tasksOf(state).find((task) => task.id === id);
}
function holdsTask2(user, task) {
  return holdsTask(user.id, task);
}
function canSeeTask(user, task) {
  if (user.roleAlias !== "designer") return true;
  return task.status === "0" || holdsTask2(user, task) || task.subDesignerId === user.id;
}
function isWorkbenchTab(value) {
  return value in TAB_STATUSES;
}
function tabTasks(state, user, tab) {
  if (tab === "grab") return tasksOf(state).filter((task) => task.status === "0");
  const mine = tasksOf(state).filter((task) => holdsTask2(user, task));
  return isWorkbenchTab(tab) ? mine.filter((task) => TAB_STATUSES[tab].includes(task.status)) : mine;
}
var LIKE_FIELDS = ["orderNo", "taskNo", "patientName", "productName", "material", "customerCode"];
var EQUAL_FIELDS = ["isRework", "dentureType", "subDispatchStatus"];
function filterTasks(tasks, req) {
  const query = (name) => typeof req.query[name] === "string" ? String(req.query[name]) : "";
  const statuses = query("status").split(",").filter(Boolean);
  const from = query("createTime_datege");
  const to = query("createTime_datelt");
  return tasks.filter((task) => {
    const record = task;
    for (const field of LIKE_FIELDS) {
      const wanted = query(field) || query(`${field}_like`);
      if (wanted && !String(record[field]).toLowerCase().includes(wanted.toLowerCase())) {
        return false;
      }
    }
    for (const field of EQUAL_FIELDS) {
      const wanted = query(field) || query(`${field}_equal`);
      if (wanted && String(record[field]) !== wanted) return false;
    }
    if (statuses.length > 0 && !statuses.includes(task.status)) return false;
    if (from && task.createTime < from) return false;
    if (to && task.createTime.slice(0, to.length) >= to) return false;
    return true;
  });
}
function sortTasks(tasks, req) {
  const ascs = typeof req.query.ascs === "string" ? req.query.ascs : "";
  const descs = typeof req.query.descs === "string" ? req.query.descs : "";
  const field = (ascs || descs || "createTime").split(",")[0];
  const direction = ascs ? 1 : -1;
  return [...tasks].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    const order = typeof left === "number" && typeof right === "number" ? left - right : String(left).localeCompare(String(right));
    return order * direction || a.id.localeCompare(b.id) * direction;
  });
}

// fake-api/services/cl_dispatch/index.ts
function dispatchRoutes(context) {
  const router = Router14();
  router.get("/dispatch/listCompanySpecialRequestFile", (req, res) => {
    const requestId = param(req, "companySpecialRequestId");
    if (!requestId) return sendFailure(res, 400, missingParameter("companySpecialRequestId"));
    const state = context.store.state();
    const user = sessionOf(res).user;
    const request = (state.specialRequests ?? []).find(
      (candidate) => candidate.companySpecialRequestId === requestId
    );
    const allowed = request !== void 0 && (state.designTasks ?? []).some(
      (task) => task.customerCode === request.customerCode && canSeeTask(user, task)
    );
    if (!allowed) return sendFailure(res, 400, TASK_MESSAGES.notFound);
    sendOk(
      res,
      (state.specialRequestFiles ?? []).filter(
        (file) => file.companySpecialRequestId === requestId
      )
    );
  });
  return router;
}

// fake-api/services/order/companyDesigner/deduction.ts
import { Router as Router15 } from "express";

// fake-api/money/deductionOnBill.ts
function landDeduction(state, userId, month, amountFen) {
  const bills = state.bills ?? [];
  if (!bills.some((bill2) => bill2.name === month)) return void 0;
  const bill = bills.find((candidate) => candidate.userId === userId && candidate.name === month);
  if (!bill || bill.status !== "0") return MONEY_MESSAGES.deductionBillClosed;
  if (amountFen > bill.amountFen) return MONEY_MESSAGES.deductionAboveBill;
  const deductionFen = bill.deductionFen + amountFen;
  const figures = closeMonthFigures({
    designFeeFen: bill.designRewardFen,
    referralFen: bill.recommenderRewardFen,
    deductionFen,
    depositHeldBeforeFen: bill.depositReleasedFen,
    firstBill: !bills.some((other) => other.userId === userId && other.name < month)
  });
  if (bill.payableFen - figures.payableFen > balanceOf(state, userId).availableFen) {
    return MONEY_MESSAGES.deductionAboveBalance;
  }
  Object.assign(bill, {
    ...figures,
    deductionFen,
    taxFen: computeTax(figures.amountFen).taxFen
  });
  return void 0;
}

// fake-api/services/order/companyDesigner/deduction.ts
function deductionRoutes(context) {
  const router = Router15();
  const state = () => context.store.state();
  router.get("/out/list", (req, res) => {
    const { user } = sessionOf(res);
    const staff = isStaff(user.roleAlias);
    const [month, account] = [param(req, "month"), param(req, "account")];
    const records = (state().deductions ?? []).filter((record) => staff ? true : record.userId === user.id).filter((record) => !month || record.violationTime.startsWith(month)).map((record) => staff ? staffView(state(), record) : ownView(record)).filter((record) => !staff || !account || "account" in record && record.account === account).sort((a, b) => b.violationTime.localeCompare(a.violationTime) || b.id.localeCompare(a.id));
    sendOk(res, bladePage(records, req));
  });
  router.post("/submit", requireStaff, (req, res) => {
    const parsed = parseDeduction(state(), req);
    if (typeof parsed === "string") return sendFailure(res, 400, moneyMessage(req, parsed));
    if (refuseTooLong(req, res, [["reason", parsed.reason]])) return;
    if (parsed.method === "1") {
      const refusal = landDeduction(
        state(),
        parsed.userId,
        parsed.violationTime.slice(0, 7),
        parseYuan(parsed.amount) ?? 0
      );
      if (refusal) return sendFailure(res, 400, moneyMessage(req, refusal));
    }
    const record = {
      ...parsed,
      id: context.newId(),
      createTime: formatDateTime(context.settings.now())
    };
    state().deductions = [...state().deductions ?? [], record];
    sendOk(res, staffView(state(), record));
  });
  return router;
}
function ownView({ userId: _owner, ...deduction }) {
  return deduction;
}
function staffView(state, record) {
  const owner = state.users.find((user) => user.id === record.userId);
  return { ...ownView(record), account: owner?.account ?? "", realName: owner?.realName ?? "" };
}
function parseDeduction(state, req) {
  const body = bodyOf(req);
  const text = (name) => String(body[name] ?? "").trim();
  const designer = state.users.find(
    (user) => user.account === text("account") && user.roleAlias === "designer"
  );
  if (!designer) return MONEY_MESSAGES.deductionAccount;
  const reason = readReason("deduction", text("reasonCode"), text("reason"));
  if (reason === "invalid") return MONEY_MESSAGES.deductionReasonCode;
  if (typeof reason === "string") return MONEY_MESSAGES.deductionReason;
  const problemLevel = text("problemLevel");
  if (!isOneOf(problemLevel, ["1", "2", "3"])) return MONEY_MESSAGES.deductionLevel;
  const violationTime = normalizeTime(text("violationTime"));
  if (!violationTime) return MONEY_MESSAGES.deductionTime;
  const amountFen = parseYuan(text("amount"));
  if (amountFen === void 0 || amountFen <= 0) return MONEY_MESSAGES.deductionAmount;
  const method = text("method");
  if (!isOneOf(method, ["1", "2"])) return MONEY_MESSAGES.deductionMethod;
  return {
    userId: designer.id,
    reasonCode: reason.code,
    reason: reason.text,
    problemLevel,
    violationTime,
    amount: amountFen / 100,
    currency: designer.payment.currency,
    method
  };
}
function normalizeTime(text) {
  const full = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 00:00:00` : text;
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(full)) return "";
  return Number.isNaN(parseDateTime(full)) ? "" : full;
}
function isOneOf(value, allowed) {
  return allowed.includes(value);
}

// fake-api/services/os/bill/index.ts
import { Router as Router16 } from "express";

// fake-api/tickets/ticketViews.ts
function isStaff2(user) {
  return isTicketStaff(user.roleAlias);
}
function visibleTicket(state, user, id) {
  const ticket = (state.tickets ?? []).find((candidate) => candidate.id === id);
  if (!ticket || ticket.tenantId !== user.tenantId) return void 0;
  return ticket.userId === user.id || isStaff2(user) ? ticket : void 0;
}
function isReadBy(ticket, user) {
  return ticket.userId === user.id ? ticket.ownerRead : ticket.staffRead;
}
function ticketView(state, ticket, viewer) {
  const author = findUserById(state, ticket.userId);
  return {
    id: ticket.id,
    subject: ticket.subject,
    content: ticket.content,
    problemCategory: ticket.problemCategory,
    attachList: ticket.attachList,
    status: ticket.status,
    readStatus: isReadBy(ticket, viewer) ? "1" : "0",
    userId: ticket.userId,
    account: author?.account ?? "",
    userName: author?.name ?? "",
    replyCount: (state.ticketReplies ?? []).filter((reply) => reply.ticketId === ticket.id).length,
    createTime: ticket.createTime,
    updateTime: ticket.updateTime,
    ...ticket.billId ? { bill: { id: ticket.billId, name: ticket.billName ?? "" } } : {}
  };
}
function replyView(state, reply) {
  return {
    id: reply.id,
    ticketId: reply.ticketId,
    userId: reply.userId,
    userName: findUserById(state, reply.userId)?.name ?? "",
    fromStaff: reply.fromStaff,
    content: reply.content,
    attachList: reply.attachList,
    createTime: reply.createTime
  };
}
function nextSeq(state) {
  const seqs = [...state.tickets ?? [], ...state.ticketReplies ?? []].map((item) => item.seq);
  return Math.max(0, ...seqs) + 1;
}
function parseAttachList(value) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) return void 0;
  const list = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null) return void 0;
    const { fileName, filePath, fileSize } = item;
    if (typeof fileName !== "string" || fileName.trim() === "") return void 0;
    if (typeof filePath !== "string" || !isHttpUrl(filePath)) return void 0;
    const size = Number(fileSize);
    if (!Number.isFinite(size) || size < 0) return void 0;
    list.push({ fileName, filePath, fileSize: size });
  }
  return list;
}

// fake-api/money/billDispute.ts
function openDisputeTicket(state, owner, bill, dispute) {
  const list = dispute.lines.map((line2) => `<li>${line2.orderNo} ${line2.productName}</li>`).join("");
  state.tickets = [
    ...state.tickets ?? [],
    {
      id: dispute.ticketId,
      tenantId: owner.tenantId,
      userId: owner.id,
      subject: disputeSubject(bill.name),
      content: `<p>${escapeHtml(dispute.reason)}</p><ul>${list}</ul>`,
      problemCategory: TICKET_PROBLEM_CATEGORY,
      attachList: [],
      status: "0",
      ownerRead: true,
      staffRead: false,
      seq: nextSeq(state),
      createTime: dispute.time,
      updateTime: dispute.time,
      billId: bill.id,
      billName: bill.name
    }
  ];
}
function disputeSubject(billName) {
  return `\u8D26\u5355\u5F02\u8BAE ${billName}`;
}
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// src/domain/billing.ts
function monthOf(serverTime) {
  return serverTime.slice(0, 7);
}
function nextMonth2(month) {
  const [year, monthIndex] = month.split("-").map(Number);
  return monthIndex === 12 ? `${year + 1}-01` : `${year}-${String(monthIndex + 1).padStart(2, "0")}`;
}
function isMonthOver(month, serverNow) {
  return monthOf(serverNow) > month;
}
function closeMonthRefusal(month, serverNow, closedMonths) {
  if (!isMonthOver(month, serverNow)) return "notOver";
  if (closedMonths.includes(month)) return "alreadyClosed";
  return void 0;
}
function billMonthFor(passedMonth, closedMonths) {
  let month = passedMonth;
  while (closedMonths.includes(month)) month = nextMonth2(month);
  return month;
}
function orderPay(order) {
  if (order.voided) return { paid: false, reason: "voided" };
  if (order.status !== TASK_STATUS.inspected) return { paid: false, reason: "notPassed" };
  const { units, totalFen } = earningOf(order.units, order.unitFen);
  return { paid: true, units, unitFen: order.unitFen, amountFen: totalFen };
}

// fake-api/money/referrals.ts
function referralLines(state, inviterId, month) {
  return state.users.filter((user) => user.invitedBy === inviterId && withinMonths(user.createTime, month)).map((invitee) => {
    const orderCount = (state.designTasks ?? []).filter(
      (task) => task.designerId === invitee.id && task.status === "3" && task.isRework === "0" && task.updateTime.startsWith(month)
    ).length;
    return { inviteeName: invitee.name, orderCount, rewardFen: orderCount * REFERRAL_REWARD_FEN };
  }).filter((line2) => line2.orderCount > 0);
}
function withinMonths(createTime, month) {
  const index = (text) => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1;
  const elapsed = index(month) - index(createTime);
  return elapsed >= 0 && elapsed < REFERRAL_MONTHS;
}

// fake-api/money/closeMonth.ts
function monthCloses(state) {
  const closes = /* @__PURE__ */ new Map();
  for (const close of state.monthCloses ?? []) closes.set(close.month, close.time);
  for (const bill of state.bills ?? []) {
    const known = closes.get(bill.name);
    if (!known || bill.settlementTime < known) closes.set(bill.name, bill.settlementTime);
  }
  return closes;
}
function passTime(task) {
  return task.qcInspection?.status === "3" ? task.qcInspection.time : task.updateTime;
}
function billMonthOf(task, closes) {
  const passed2 = passTime(task);
  const closedBefore = [...closes].filter(([, time]) => time <= passed2).map(([month]) => month);
  return billMonthFor(monthOf(passed2), closedBefore);
}
function closeMonthFor(state, userId, month, ids) {
  const billed = new Set((state.bills ?? []).flatMap((bill) => bill.lines.map((l) => l.orderNo)));
  const closes = monthCloses(state);
  const voided = new Set(state.voidedTaskIds ?? []);
  const lines = [];
  const unpaid = [];
  for (const task of state.designTasks ?? []) {
    if (task.designerId !== userId || task.status !== "3" || billed.has(task.orderNo)) continue;
    if (billMonthOf(task, closes) !== month) continue;
    const pay = orderPay({
      status: task.status,
      units: orderUnits(task),
      unitFen: heldUnitPrice(
        state,
        task,
        state.users.find((user) => user.id === userId)
      ).unitPriceFen,
      voided: voided.has(task.id)
    });
    const order = { orderNo: task.orderNo, productName: task.productName };
    if (pay.paid) {
      lines.push(
        billLine(
          { ...order, isRework: task.isRework },
          { units: pay.units, unitPriceFen: pay.unitFen, totalFen: pay.amountFen }
        )
      );
    } else unpaid.push({ ...order, reason: pay.reason });
  }
  const referrals = referralLines(state, userId, month);
  const deductionFen = (state.deductions ?? []).filter((d) => d.userId === userId && d.method === "1" && d.violationTime.startsWith(month)).reduce((sum, d) => sum + Math.round(d.amount * 100), 0);
  const earlier = (state.bills ?? []).filter((bill) => bill.userId === userId);
  const nothing = lines.length === 0 && unpaid.length === 0 && referrals.length === 0;
  if (nothing && earlier.length === 0) return void 0;
  return {
    id: ids.id,
    userId,
    name: month,
    settlementTime: ids.settlementTime,
    lines,
    unpaid,
    referrals,
    ...billMoney({
      lines,
      referrals,
      deductionFen,
      depositHeldBeforeFen: earlier.reduce(
        (sum, bill) => sum + bill.depositHeldFen - bill.depositReleasedFen,
        0
      ),
      firstBill: earlier.length === 0
    }),
    currency: state.users.find((user) => user.id === userId)?.payment.currency ?? "RMB",
    status: "0",
    ticketId: ""
  };
}
function awaitingQcIn(state, month) {
  return (state.designTasks ?? []).filter(
    (task) => task.status === "2" && monthOf(task.updateTime) <= month
  );
}

// fake-api/notifications/events.ts
function emitNotification(context, userId, type, ref, params = {}) {
  const state = context.store.state();
  const event2 = {
    id: context.newId(),
    userId,
    type,
    ref,
    params,
    createTime: formatDateTime(context.settings.now()),
    read: false
  };
  state.notifications ??= [];
  state.notifications.push(event2);
  return event2;
}
function notificationsOf(state, userId) {
  return (state.notifications ?? []).filter((event2) => event2.userId === userId);
}
function notificationsAfter(state, userId, after) {
  const own = notificationsOf(state, userId);
  const index = after ? own.findIndex((event2) => event2.id === after) : -1;
  return index < 0 ? [] : own.slice(index + 1);
}

// fake-api/services/os/bill/index.ts
function billRoutes(context) {
  const router = Router16();
  const state = () => context.store.state();
  const now = () => formatDateTime(context.settings.now());
  const staff = (res) => isStaff(sessionOf(res).user.roleAlias);
  router.get("/page", (req, res) => {
    const { user } = sessionOf(res);
    const [account, month] = [param(req, "account"), param(req, "name")];
    const owners = staff(res) ? state().users.filter((u) => !account || u.account === account) : [user];
    const records = owners.flatMap((owner) => billViews(state(), owner.id)).filter((bill) => !month || bill.name === month).sort((a, b) => b.name.localeCompare(a.name) || a.account.localeCompare(b.account));
    sendOk(res, bladePage(records, req));
  });
  router.get("/:id/detail", (req, res) => {
    const { user } = sessionOf(res);
    const bill = (state().bills ?? []).find((b) => b.id === req.params.id);
    if (!bill || bill.userId !== user.id && !staff(res)) {
      return sendFailure(res, 404, moneyMessage(req, MONEY_MESSAGES.billNotFound));
    }
    const view = billViews(state(), bill.userId).find((b) => b.id === bill.id);
    const shares = shareTax(
      bill.taxFen,
      bill.lines.map((line2) => line2.designFeeFen)
    );
    sendOk(res, {
      bill: view,
      orders: bill.lines.map((line2, index) => ({
        orderNo: line2.orderNo,
        productName: line2.productName,
        units: line2.units,
        isRework: line2.isRework ?? "0",
        designFee: fenToYuan(line2.designFeeFen),
        tax: fenToYuan(shares[index]),
        net: fenToYuan(line2.designFeeFen - shares[index])
      })),
      unpaid: (bill.unpaid ?? []).map(({ orderNo, productName, reason }) => ({
        orderNo,
        productName,
        reason
      })),
      referrals: bill.referrals.map((line2) => ({
        inviteeName: line2.inviteeName,
        orderCount: line2.orderCount,
        reward: fenToYuan(line2.rewardFen)
      }))
    });
  });
  router.post("/:id/confirm", (req, res) => {
    const bill = ownBill(req, res);
    if (!bill) return;
    bill.status = "1";
    sendOk(res, billView(bill, state().users, 0));
  });
  router.post("/:id/dispute", (req, res) => {
    const bill = ownBill(req, res);
    if (!bill) return;
    const body = bodyOf(req);
    const reason = String(body.reason ?? "").trim();
    const orderNos = Array.isArray(body.orderNos) ? body.orderNos.map(String) : [];
    const lines = bill.lines.filter((line2) => orderNos.includes(line2.orderNo));
    if (!reason || lines.length === 0) {
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.disputeRequired));
    }
    if (refuseTooLong(req, res, [["reason", reason]])) return;
    const ticketId = context.newId();
    openDisputeTicket(state(), sessionOf(res).user, bill, { reason, lines, ticketId, time: now() });
    bill.status = "2";
    bill.ticketId = ticketId;
    sendOk(res, { billId: bill.id, ticketId });
  });
  router.post("/close", requireAdmin, (req, res) => {
    const body = bodyOf(req);
    const target = String(body.month ?? param(req, "month"));
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(target)) {
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.monthRequired));
    }
    const refusal = closeMonthRefusal(target, now(), [...monthCloses(state()).keys()]);
    if (refusal) {
      const message = refusal === "notOver" ? MONEY_MESSAGES.monthNotOver : MONEY_MESSAGES.monthClosed;
      return sendFailure(res, 400, moneyMessage(req, message));
    }
    const waiting = awaitingQcIn(state(), target);
    if (waiting.length > 0 && body.confirm !== true) {
      return sendOk(res, {
        month: target,
        closed: false,
        bills: 0,
        awaitingQc: waiting.map((task) => awaitingView(task, state().users))
      });
    }
    const created = state().users.filter((user) => user.roleAlias === "designer").map(
      (user) => closeMonthFor(state(), user.id, target, {
        id: context.newId(),
        settlementTime: now()
      })
    ).filter((bill) => bill !== void 0);
    state().bills = [...state().bills ?? [], ...created];
    for (const bill of created) {
      emitNotification(context, bill.userId, "billClosed", target, { month: target });
    }
    const close = { month: target, time: now(), by: sessionOf(res).user.account };
    state().monthCloses = [...state().monthCloses ?? [], close];
    sendOk(res, { month: target, closed: true, bills: created.length, awaitingQc: [] });
  });
  function ownBill(req, res) {
    const bill = (state().bills ?? []).find(
      (b) => b.id === req.params.id && b.userId === sessionOf(res).user.id
    );
    if (!bill) sendFailure(res, 404, moneyMessage(req, MONEY_MESSAGES.billNotFound));
    else if (bill.status !== "0")
      sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.billHandled));
    else return bill;
    return void 0;
  }
  return router;
}
function awaitingView(task, users) {
  return {
    id: task.id,
    orderNo: task.orderNo,
    taskNo: task.taskNo,
    account: users.find((user) => user.id === task.designerId)?.account ?? "",
    submitTime: task.updateTime
  };
}

// fake-api/services/os/certification/index.ts
import { Router as Router17 } from "express";

// src/domain/mesh/meshFormat.ts
var MESH_FORMATS = ["stl", "ply", "obj"];
var MESH_FILE_ACCEPT = MESH_FORMATS.map((format2) => `.${format2}`).join(",");

// src/domain/fileRules.ts
var FILE_SLOTS = ["cad", "reticleModel", "toothMold", "bracket", "dlp"];
var MESH = MESH_FORMATS;
var KEY = "app.upload.rules";
var SLOT_RULES = {
  cad: {
    extensions: ["stl"],
    min: 1,
    max: 1,
    formatKey: `${KEY}.cad_format`,
    countKey: `${KEY}.cad_count`
  },
  reticleModel: { extensions: ["stl"], min: 0, max: Infinity, formatKey: `${KEY}.reticle_format` },
  toothMold: { extensions: MESH, min: 0, max: Infinity, formatKey: `${KEY}.mold_format` },
  bracket: { extensions: MESH, min: 0, max: Infinity, formatKey: `${KEY}.bracket_format` },
  // SPEC names no format for DLP models: printable meshes, like the tooth mold.
  dlp: {
    extensions: MESH,
    min: 1,
    max: 2,
    formatKey: `${KEY}.dlp_format`,
    countKey: `${KEY}.dlp_count`
  }
};
var RULE_KEYS = {
  comma: `${KEY}.comma`,
  duplicate: `${KEY}.duplicate`,
  crownNumber: `${KEY}.crown_number`,
  crownRequired: `${KEY}.crown_required`
};
function isFileSlot(value) {
  return typeof value === "string" && FILE_SLOTS.includes(value);
}
function splitFileName(name) {
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return { base: name, extension: "" };
  return { base: name.slice(0, dot), extension: name.slice(dot + 1).toLowerCase() };
}
function checkFileName(slot, name) {
  const { base, extension } = splitFileName(name);
  if (!SLOT_RULES[slot].extensions.includes(extension)) return SLOT_RULES[slot].formatKey;
  if (/[,，]/.test(base)) return RULE_KEYS.comma;
  return void 0;
}
function checkCrownCount(value, required) {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return RULE_KEYS.crownNumber;
  if (required && Number(text) === 0) return RULE_KEYS.crownRequired;
  return void 0;
}

// fake-api/services/os/certification/index.ts
function certificationRoutes(context) {
  const router = Router17();
  const state = () => context.store.state();
  router.get("/types", (_req, res) => {
    sendOk(res, typeStandings(state(), sessionOf(res).user));
  });
  router.get("/page", (req, res) => {
    const { user } = sessionOf(res);
    const records = filtered(attemptsOf(state()), req).filter(
      (attempt) => isStaff(user.roleAlias) || attempt.userId === user.id
    );
    const ascending = param(req, "ascs") === "submitTime";
    records.sort(
      (a, b) => (ascending ? 1 : -1) * a.submitTime.localeCompare(b.submitTime) || (ascending ? 1 : -1) * a.id.localeCompare(b.id)
    );
    sendOk(res, bladePage(records, req));
  });
  router.get("/detail", (req, res) => {
    const { user } = sessionOf(res);
    const attempt = attemptsOf(state()).find((item) => item.id === param(req, "id"));
    if (!attempt || !isStaff(user.roleAlias) && attempt.userId !== user.id) {
      return refuse(res, "attemptNotFound");
    }
    const designer = findUserById(state(), attempt.userId);
    sendOk(res, {
      ...attempt,
      designer: {
        account: designer?.account ?? "",
        name: designer?.name ?? "",
        level: designer?.level ?? "",
        points: designer?.points ?? 0
      },
      history: attemptsOf(state()).filter((item) => item.userId === attempt.userId && item.id !== attempt.id).reverse()
    });
  });
  router.post("/submit", (req, res) => {
    const { user } = sessionOf(res);
    if (user.roleAlias !== "designer") return refuse(res, "designerOnly");
    const body = submission(req);
    if (!dentureTypes(state()).some((type) => type.dictKey === body.dentureType)) {
      return refuse(res, "unknownType");
    }
    const latest = latestAttempt(state(), user.id, body.dentureType);
    if (!mayApply(latest?.status)) {
      return refuse(res, latest?.status === "1" ? "alreadyPassed" : "alreadyUnderReview");
    }
    const refusal = invalidSubmission(body);
    if (refusal) return refuse(res, refusal);
    if (refuseTooLong(req, res, [["softwareVersion", body.softwareVersion]])) return;
    const own = attemptsOf(state()).filter((item) => item.userId === user.id);
    if (own.some((item) => item.hashValue === body.hashValue)) {
      return refuse(res, "duplicateFile");
    }
    const attempt = {
      ...body,
      id: context.newId(),
      userId: user.id,
      account: user.account,
      designerName: user.name,
      testCase: testCaseOf(body.dentureType),
      status: "0",
      reasonCode: "",
      reason: "",
      reviewerName: "",
      submitTime: formatDateTime(context.settings.now()),
      reviewTime: ""
    };
    attemptsOf(state()).push(attempt);
    syncCertifications(state(), user);
    sendOk(res, attempt);
  });
  router.post("/review", requireStaff, (req, res) => {
    const attempt = attemptsOf(state()).find((item) => item.id === param(req, "id"));
    if (!attempt) return refuse(res, "attemptNotFound");
    const result = param(req, "result");
    if (result !== "pass" && result !== "fail") return refuse(res, "resultInvalid");
    const next = nextCertificationStatus(attempt.status, result);
    if (!next) return refuse(res, "notUnderReview");
    const reason = result === "fail" ? readReason("review", param(req, "reasonCode"), param(req, "reason")) : void 0;
    if (reason === "invalid") return refuse(res, "reasonInvalid");
    if (typeof reason === "string") return refuse(res, "reasonRequired");
    if (reason && typeof reason === "object" && refuseTooLong(req, res, [["reason", reason.text]]))
      return;
    Object.assign(attempt, {
      status: next,
      reasonCode: reason?.code ?? "",
      reason: reason?.text ?? "",
      reviewerName: sessionOf(res).user.name,
      reviewTime: formatDateTime(context.settings.now())
    });
    const designer = findUserById(state(), attempt.userId);
    if (designer) syncCertifications(state(), designer);
    const type = result === "pass" ? "qualificationPass" : "qualificationFail";
    emitNotification(context, attempt.userId, type, attempt.id, {
      dentureType: attempt.dentureType
    });
    sendOk(res, attempt);
  });
  return router;
}
function filtered(records, req) {
  const [dentureType, status, account] = ["dentureType", "status", "account"].map(
    (name) => param(req, name)
  );
  return records.filter(
    (item) => (!dentureType || item.dentureType === dentureType) && (!status || item.status === status) && (!account || item.account.includes(account))
  );
}
function submission(req) {
  return {
    dentureType: param(req, "dentureType"),
    software: param(req, "software"),
    softwareVersion: param(req, "softwareVersion").trim(),
    years: Number(param(req, "years") || NaN),
    fileName: param(req, "fileName"),
    fileLink: param(req, "fileLink"),
    hashValue: param(req, "hashValue"),
    fileSize: Number(param(req, "fileSize")) || 0
  };
}
function invalidSubmission(body) {
  if (!DESIGN_SOFTWARE.includes(body.software)) return "softwareInvalid";
  if (!body.softwareVersion) return "versionRequired";
  if (!isValidYears(body.years)) return "yearsInvalid";
  if (!body.fileLink || !body.hashValue) return "fileRequired";
  if (checkFileName("cad", body.fileName)) return "fileInvalid";
  return void 0;
}

// fake-api/services/os/contract/index.ts
import { Router as Router18 } from "express";

// fake-api/onboarding/contractHtml.ts
function contractHtml(document) {
  return [
    `<h2>${escapeHtml2(document.title)}</h2>`,
    `<p>${escapeHtml2(document.parties)}</p>`,
    "<ol>",
    ...document.clauses.map(
      (clause) => `<li><strong>${escapeHtml2(clause.heading)}</strong>: ${escapeHtml2(clause.body)}</li>`
    ),
    "</ol>",
    `<p><small>v${escapeHtml2(document.version)} \xB7 ${document.language}</small></p>`
  ].join("");
}
function escapeHtml2(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// fake-api/onboarding/contractDocuments.ts
var CONTRACT_VERSION = "2026.11";
var ZH = [
  [
    "\u670D\u52A1\u8303\u56F4",
    "\u4E59\u65B9\u901A\u8FC7\u5E73\u53F0\u627F\u63A5\u4E49\u9F7F\u6570\u5B57\u5316\u8BBE\u8BA1\u8BA2\u5355\uFF08\u5168\u51A0\u3001\u5185\u51A0\u3001\u5D4C\u4F53\u3001\u8D34\u9762\u3001\u79CD\u690D\u57FA\u53F0\u3001\u6D3B\u52A8\u652F\u67B6\u7B49\uFF09\uFF0C\u5728\u8BBE\u8BA1\u5468\u671F\u5185\u6309\u8BA2\u5355\u8981\u6C42\u548C\u8D28\u68C0\u6807\u51C6\u63D0\u4EA4 CAD \u8BBE\u8BA1\u6587\u4EF6\u3002"
  ],
  [
    "\u8D39\u7528\u4E0E\u4EF7\u76EE\u8868",
    "\u8BBE\u8BA1\u8D39\u6309\u5E73\u53F0\u516C\u5E03\u7684\u5F53\u671F\u4EF7\u76EE\u8868\uFF08\u6309\u4EA7\u54C1\u4E0E\u5355\u4F4D\u8BA1\u4EF7\uFF09\u8BA1\u7B97\uFF0C\u6BCF\u6708\u7ED3\u7B97\u4E00\u6B21\uFF1B\u5408\u683C\u8BA2\u5355\u8BA1\u8D39\uFF0C\u8FD4\u5DE5\u4E0E\u4F5C\u5E9F\u8BA2\u5355\u4E0D\u53E6\u8BA1\u8D39\u3002"
  ],
  ["\u62BC\u91D1", "\u5E73\u53F0\u4ECE\u4E59\u65B9\u7B2C\u4E00\u7B14\u8D26\u5355\u4E2D\u9884\u7559\u62BC\u91D1\u4EBA\u6C11\u5E01 200 \u5143\uFF0C\u4E8E\u4E0B\u4E00\u7B14\u8D26\u5355\u7ED3\u7B97\u65F6\u968F\u8BBE\u8BA1\u8D39\u4E00\u5E76\u9000\u8FD8\u3002"],
  ["\u4ED8\u6B3E\u65F6\u95F4", "\u6BCF\u6708\u8D26\u5355\u7ECF\u4E59\u65B9\u786E\u8BA4\u540E\u8BA1\u5165\u53EF\u63D0\u73B0\u4F59\u989D\uFF1B\u63D0\u73B0\u5BA1\u6838\u901A\u8FC7\u540E 2-5 \u4E2A\u5DE5\u4F5C\u65E5\u5230\u8D26\u3002"],
  [
    "\u7A0E\u8D39\u4EE3\u6263",
    "\u5E73\u53F0\u6309\u6708\u5BF9\u52B3\u52A1\u62A5\u916C\u4EE3\u6263\u4EE3\u7F34\u4E2A\u4EBA\u6240\u5F97\u7A0E\uFF0C\u540C\u6708\u591A\u6B21\u63D0\u73B0\u5408\u5E76\u8BA1\u7A0E\uFF0C\u91D1\u989D\u6309\u5206\u56DB\u820D\u4E94\u5165\u4E00\u6B21\u3002"
  ],
  [
    "\u60A3\u8005\u6570\u636E\u4FDD\u5BC6",
    "\u4E59\u65B9\u5BF9\u75C5\u4F8B\u6587\u4EF6\u3001\u60A3\u8005\u59D3\u540D\u53CA\u4E00\u5207\u60A3\u8005\u6570\u636E\u8D1F\u6709\u4E25\u683C\u4FDD\u5BC6\u4E49\u52A1\uFF0C\u4EC5\u4E3A\u5B8C\u6210\u8BA2\u5355\u4F7F\u7528\uFF0C\u4E0D\u5F97\u590D\u5236\u3001\u5916\u4F20\u6216\u7559\u5B58\u4E8E\u8BA2\u5355\u4E4B\u5916\u3002"
  ],
  [
    "\u8BBE\u8BA1\u77E5\u8BC6\u4EA7\u6743",
    "\u4E59\u65B9\u4E3A\u8BA2\u5355\u5B8C\u6210\u7684\u8BBE\u8BA1\u6210\u679C\uFF0C\u5176\u77E5\u8BC6\u4EA7\u6743\u81EA\u4EA4\u4ED8\u4E4B\u65E5\u8D77\u5F52\u5E73\u53F0\u53CA\u5176\u5BA2\u6237\u6240\u6709\uFF1B\u4E59\u65B9\u4FDD\u7559\u5176\u901A\u7528\u8BBE\u8BA1\u6280\u80FD\u4E0E\u65B9\u6CD5\u3002"
  ],
  ["\u8FD4\u5DE5\u4E49\u52A1", "\u8D28\u68C0\u4E0D\u5408\u683C\u6216\u8D28\u68C0\u9000\u56DE\u7684\u8BA2\u5355\uFF0C\u4E59\u65B9\u5E94\u5728\u65B0\u7684\u8BBE\u8BA1\u5468\u671F\u5185\u514D\u8D39\u8FD4\u5DE5\uFF0C\u76F4\u81F3\u8D28\u68C0\u901A\u8FC7\u3002"],
  [
    "\u7EC8\u6B62",
    "\u4EFB\u4E00\u65B9\u53EF\u63D0\u524D 30 \u65E5\u4E66\u9762\u901A\u77E5\u7EC8\u6B62\u672C\u534F\u8BAE\uFF1B\u4E59\u65B9\u4E25\u91CD\u8FDD\u7EA6\uFF08\u5982\u6CC4\u9732\u60A3\u8005\u6570\u636E\uFF09\u65F6\uFF0C\u5E73\u53F0\u53EF\u7ACB\u5373\u7EC8\u6B62\u3002\u7EC8\u6B62\u524D\u5DF2\u5B8C\u6210\u8BA2\u5355\u7167\u5E38\u7ED3\u7B97\u3002"
  ],
  [
    "\u9002\u7528\u8BED\u8A00",
    "\u672C\u534F\u8BAE\u6709\u4E2D\u6587\u3001\u82F1\u6587\u548C\u571F\u8033\u5176\u6587\u7248\u672C\uFF0C\u4E59\u65B9\u7B7E\u7F72\u7684\u8BED\u8A00\u7248\u672C\u5BF9\u4E59\u65B9\u6709\u6548\uFF1B\u5404\u7248\u672C\u542B\u4E49\u5982\u6709\u4E0D\u4E00\u81F4\uFF0C\u4EE5\u4E2D\u6587\u7248\u672C\u4E3A\u51C6\u3002"
  ]
];
var EN = [
  [
    "Scope",
    "The designer takes digital dental design orders through the platform (full crowns, copings, inlays/onlays, veneers, implant abutments, removable partial frameworks and others) and delivers the CAD design files within each order\u2019s design cycle, to the order\u2019s requirements and the quality inspection standard."
  ],
  [
    "Fees and price list",
    "Design fees follow the platform\u2019s published price list in force (per product and unit) and are settled monthly; orders that pass quality inspection are paid, rework and void orders are not paid again."
  ],
  [
    "Deposit",
    "The platform holds a deposit of RMB 200 from the designer\u2019s first bill and pays it back with the next bill."
  ],
  [
    "Payment timing",
    "A monthly bill, once the designer confirms it, is added to the available balance; a withdrawal arrives 2-5 working days after approval."
  ],
  [
    "Tax withholding",
    "The platform withholds income tax on labour remuneration by month; several withdrawals in one month are taxed on their total, rounded half-up to the fen, once."
  ],
  [
    "Confidentiality of patient data",
    "The designer keeps case files, patient names and all patient data strictly confidential, uses them only to complete the order, and neither copies, shares nor keeps them beyond it."
  ],
  [
    "Intellectual property of designs",
    "The designs made for orders belong to the platform and its clients from delivery; the designer keeps their general design skills and methods."
  ],
  [
    "Rework duty",
    "An order that fails quality inspection or is returned by it is reworked by the designer free of charge within a new design cycle until it passes."
  ],
  [
    "Termination",
    "Either party may end this agreement with 30 days\u2019 written notice; the platform may end it at once on a serious breach (such as disclosing patient data). Orders completed before the end are settled as usual."
  ],
  [
    "Governing language",
    "This agreement exists in Chinese, English and Turkish; the version the designer signs binds the designer. Should the versions differ in meaning, the Chinese version prevails."
  ]
];
var TR = [
  [
    "Kapsam",
    "Tasar\u0131mc\u0131 platform \xFCzerinden dijital di\u015F protezi tasar\u0131m sipari\u015Flerini (tam kron, altyap\u0131 kronu, inley/onley, lamina, implant abutment\u0131, hareketli b\xF6l\xFCml\xFC iskelet vb.) \xFCstlenir ve CAD tasar\u0131m dosyalar\u0131n\u0131 her sipari\u015Fin tasar\u0131m s\xFCresi i\xE7inde, sipari\u015F gereklerine ve kalite kontrol standard\u0131na uygun olarak teslim eder."
  ],
  [
    "\xDCcretler ve fiyat listesi",
    "Tasar\u0131m \xFCcretleri platformun y\xFCr\xFCrl\xFCkteki fiyat listesine (\xFCr\xFCn ve birim ba\u015F\u0131na) g\xF6re hesaplan\u0131r ve ayl\u0131k hesap kesimiyle \xF6denir; kalite kontrolden ge\xE7en sipari\u015Fler \xF6denir, yeniden i\u015Fleme ve iptal edilen sipari\u015Fler ayr\u0131ca \xF6denmez."
  ],
  [
    "Depozito",
    "Platform, tasar\u0131mc\u0131n\u0131n ilk faturas\u0131ndan 200 yuan (RMB) depozito tutar ve bir sonraki faturayla geri \xF6der."
  ],
  [
    "\xD6deme zaman\u0131",
    "Tasar\u0131mc\u0131n\u0131n onaylad\u0131\u011F\u0131 ayl\u0131k fatura \xE7ekilebilir bakiyeye eklenir; para \xE7ekme talebi onaydan sonra 2-5 i\u015F g\xFCn\xFC i\xE7inde hesaba ge\xE7er."
  ],
  [
    "Vergi kesintisi",
    "Platform emek \xFCcretinin gelir vergisini ayl\u0131k olarak keser; ayn\u0131 aydaki birden \xE7ok para \xE7ekme toplam \xFCzerinden vergilenir, fen cinsinden yar\u0131m yukar\u0131 yuvarlan\u0131r, bir kez."
  ],
  [
    "Hasta verilerinin gizlili\u011Fi",
    "Tasar\u0131mc\u0131 vaka dosyalar\u0131n\u0131, hasta adlar\u0131n\u0131 ve t\xFCm hasta verilerini kesinlikle gizli tutar, yaln\u0131zca sipari\u015Fi tamamlamak i\xE7in kullan\u0131r; kopyalamaz, payla\u015Fmaz ve sipari\u015F d\u0131\u015F\u0131nda saklamaz."
  ],
  [
    "Tasar\u0131mlar\u0131n fikri m\xFClkiyeti",
    "Sipari\u015Fler i\xE7in yap\u0131lan tasar\u0131mlar teslimden itibaren platforma ve m\xFC\u015Fterilerine aittir; tasar\u0131mc\u0131 genel tasar\u0131m bilgi ve y\xF6ntemlerini korur."
  ],
  [
    "Yeniden i\u015Fleme y\xFCk\xFCml\xFCl\xFC\u011F\xFC",
    "Kalite kontrolde uygun bulunmayan veya kaliteden iade edilen sipari\u015F, tasar\u0131mc\u0131 taraf\u0131ndan yeni bir tasar\u0131m s\xFCresi i\xE7inde \xFCcretsiz olarak, kontrolden ge\xE7ene kadar yeniden i\u015Flenir."
  ],
  [
    "Fesih",
    "Taraflardan her biri 30 g\xFCn \xF6nceden yaz\u0131l\u0131 bildirimle bu s\xF6zle\u015Fmeyi feshedebilir; a\u011F\u0131r ihlalde (\xF6r. hasta verilerinin if\u015Fas\u0131) platform derhal feshedebilir. Fesihten \xF6nce tamamlanan sipari\u015Fler ola\u011Fan \u015Fekilde \xF6denir."
  ],
  [
    "Ge\xE7erli dil",
    "Bu s\xF6zle\u015Fme \xC7ince, \u0130ngilizce ve T\xFCrk\xE7e olarak d\xFCzenlenmi\u015Ftir; tasar\u0131mc\u0131n\u0131n imzalad\u0131\u011F\u0131 s\xFCr\xFCm tasar\u0131mc\u0131y\u0131 ba\u011Flar. S\xFCr\xFCmler aras\u0131nda anlam fark\u0131 olursa \xC7ince s\xFCr\xFCm esas al\u0131n\u0131r."
  ]
];
var TITLES = {
  zh: "\u4E49\u9F7F\u8BBE\u8BA1\u670D\u52A1\u5408\u4F5C\u534F\u8BAE",
  en: "Dental Design Service Agreement",
  tr: "Di\u015F Protezi Tasar\u0131m Hizmet S\xF6zle\u015Fmesi"
};
var PARTIES = {
  zh: (name, account) => `\u7532\u65B9\uFF1A\u4E49\u9F7F\u8BBE\u8BA1\u5E73\u53F0\uFF0C\u4E59\u65B9\uFF08\u8BBE\u8BA1\u5E08\uFF09\uFF1A${name}\uFF08\u8D26\u53F7 ${account}\uFF09`,
  en: (name, account) => `Between the dental design platform and the designer ${name} (account ${account})`,
  tr: (name, account) => `Di\u015F tasar\u0131m platformu ile tasar\u0131mc\u0131 ${name} (hesap ${account}) aras\u0131nda`
};
var LABELS = {
  zh: { signer: "\u7B7E\u7F72\u4EBA", account: "\u8D26\u53F7", version: "\u7248\u672C", language: "\u8BED\u8A00", date: "\u7B7E\u7F72\u65F6\u95F4" },
  en: {
    signer: "Signed by",
    account: "Account",
    version: "Version",
    language: "Language",
    date: "Signed on"
  },
  tr: {
    signer: "\u0130mzalayan",
    account: "Hesap",
    version: "S\xFCr\xFCm",
    language: "Dil",
    date: "\u0130mza tarihi"
  }
};
var LANGUAGE_NAMES = { zh: "\u4E2D\u6587", en: "English", tr: "T\xFCrk\xE7e" };
var CONTRACT_VERSIONS = {
  [CONTRACT_VERSION]: {
    zh: { title: TITLES.zh, clauses: ZH },
    en: { title: TITLES.en, clauses: EN },
    tr: { title: TITLES.tr, clauses: TR }
  }
};
function contractDocument(language, party, version = CONTRACT_VERSION, versions = CONTRACT_VERSIONS) {
  const kept = versions[version] ? version : CONTRACT_VERSION;
  const text = versions[kept][language];
  return {
    version: kept,
    language,
    title: text.title,
    parties: PARTIES[language](party.name, party.account),
    clauses: text.clauses.map(([heading, body]) => ({ heading, body })),
    labels: LABELS[language],
    languageName: LANGUAGE_NAMES[language]
  };
}

// fake-api/onboarding/contracts.ts
function movableContract(state, user, res, action) {
  const contract = contractOf2(state, user);
  const next = nextContractStatus(contract.status, action);
  if (!next) {
    return void refuse(res, contract.status === "2" ? "contractSigned" : "contractIllegal");
  }
  return contract;
}
function settleContract(user, contract, status) {
  contract.status = status;
  user.contractStatus = status;
  user.trackNum = contract.trackNum;
}
function contractOf2(state, user) {
  state.contracts ??= [];
  let contract = state.contracts.find((item) => item.userId === user.id);
  if (!contract) {
    contract = {
      userId: user.id,
      status: user.contractStatus,
      realName: user.realName,
      idKind: "resident",
      idNumber: "",
      signedName: "",
      signTime: "",
      trackNum: user.trackNum,
      reason: "",
      submitTime: "",
      signedVersion: "",
      signedLanguage: ""
    };
    state.contracts.push(contract);
  }
  return contract;
}
function viewOf(state, user, mode, language, versions = CONTRACT_VERSIONS) {
  const contract = state.contracts?.find((item) => item.userId === user.id);
  const signedLanguage = contract?.signedLanguage ?? "";
  const document = contractDocument(
    signedLanguage || language,
    { name: contract?.realName ?? user.realName, account: user.account },
    contract?.signedVersion || void 0,
    versions
  );
  return {
    userId: user.id,
    account: user.account,
    status: user.contractStatus,
    signingMode: mode,
    html: contractHtml(document),
    document,
    signedVersion: contract?.signedVersion ?? "",
    signedLanguage,
    realName: contract?.realName ?? user.realName,
    idKind: contract?.idKind ?? "resident",
    idNumber: contract?.idNumber ?? "",
    signedName: contract?.signedName ?? "",
    signTime: contract?.signTime ?? "",
    trackNum: contract?.trackNum ?? user.trackNum,
    reason: contract?.reason ?? "",
    submitTime: contract?.submitTime ?? ""
  };
}
function identityOf(req, res) {
  const realName = param(req, "realName").trim();
  if (!realName) return void refuse(res, "realNameRequired");
  const idKind = param(req, "idKind") === "passport" ? "passport" : "resident";
  const idNumber = param(req, "idNumber").trim().toUpperCase();
  if (!isValidIdNumber(idKind, idNumber)) return void refuse(res, "idNumberInvalid");
  return { realName, idKind, idNumber };
}

// fake-api/services/os/contract/index.ts
function contractRoutes(context) {
  const router = Router18();
  const state = () => context.store.state();
  const mode = context.settings.contractSigning;
  const now = () => formatDateTime(context.settings.now());
  router.get("/detail", (req, res) => {
    const { user } = sessionOf(res);
    sendOk(res, viewOf(state(), user, mode, languageOf(req, res)));
  });
  router.post("/sign", (req, res) => {
    const { user } = sessionOf(res);
    if (mode !== "online") return refuse(res, "onlineNotAllowed");
    const identity = identityOf(req, res);
    if (!identity) return;
    if (param(req, "agree") !== "true" && req.body?.agree !== true) {
      return refuse(res, "agreeRequired");
    }
    if (param(req, "signedName").trim() !== identity.realName) {
      return refuse(res, "signedNameMismatch");
    }
    const language = parseLanguage(bodyOf(req).language) ?? languageParam(req);
    if (param(req, "version") !== CONTRACT_VERSION || !language) {
      return refuse(res, "contractVersionStale");
    }
    const contract = movableContract(state(), user, res, "signOnline");
    if (!contract) return;
    Object.assign(contract, identity, {
      signedVersion: CONTRACT_VERSION,
      signedLanguage: language,
      signedName: identity.realName,
      signTime: now(),
      submitTime: now(),
      reason: ""
    });
    settleContract(user, contract, "2");
    sendOk(res, viewOf(state(), user, mode, languageOf(req, res)));
  });
  router.get("/desk/page", requireStaff, (req, res) => {
    const records = (state().contracts ?? []).filter((contract) => contract.status === "1").sort((a, b) => a.submitTime.localeCompare(b.submitTime)).flatMap((contract) => {
      const user = findUserById(state(), contract.userId);
      return user ? [{ ...viewOf(state(), user, mode, languageOf(req, res)), html: "", id: user.id }] : [];
    });
    sendOk(res, bladePage(records, req));
  });
  router.get("/signed/page", requireStaff, (req, res) => {
    const account = param(req, "account").trim();
    const records = (state().contracts ?? []).filter((contract) => contract.status === "2" && contract.signedVersion).sort((a, b) => b.signTime.localeCompare(a.signTime)).flatMap((contract) => {
      const user = findUserById(state(), contract.userId);
      return user && (!account || user.account === account) ? [{ ...viewOf(state(), user, mode, languageOf(req, res)), html: "", id: user.id }] : [];
    });
    sendOk(res, bladePage(records, req));
  });
  for (const [path, action] of [
    ["confirm", "confirm"],
    ["sendBack", "sendBack"]
  ]) {
    router.post(`/${path}`, requireStaff, (req, res) => {
      const user = findUserById(state(), param(req, "userId"));
      if (!user || user.roleAlias !== "designer") return refuse(res, "contractNotFound");
      const reason = param(req, "reason").trim();
      if (action === "sendBack" && !reason) return refuse(res, "reasonRequired");
      if (refuseTooLong(req, res, [["reason", reason]])) return;
      const contract = movableContract(state(), user, res, action);
      if (!contract) return;
      const next = nextContractStatus(contract.status, action) ?? contract.status;
      if (action === "confirm")
        Object.assign(contract, { signTime: now(), signedName: contract.realName });
      else Object.assign(contract, { reason, trackNum: "" });
      settleContract(user, contract, next);
      const type = action === "confirm" ? "contractConfirmed" : "contractSentBack";
      emitNotification(context, user.id, type, user.id);
      sendOk(res, viewOf(state(), user, mode, languageOf(req, res)));
    });
  }
  return router;
}
function languageOf(req, res) {
  return languageParam(req) ?? sessionOf(res).token.language;
}

// fake-api/services/os/dashboard/index.ts
import { Router as Router19 } from "express";

// fake-api/money/ranking.ts
function rankingOf(state, month, viewerId) {
  const viewer = state.users.find((candidate) => candidate.id === viewerId);
  const currency = viewer?.payment.currency ?? "RMB";
  const rows = (state.bills ?? []).filter((bill) => bill.name === month && bill.currency === currency).sort((a, b) => b.amountFen - a.amountFen || a.id.localeCompare(b.id)).map((bill, index2) => {
    const user = state.users.find((candidate) => candidate.id === bill.userId);
    const mine2 = bill.userId === viewerId;
    return {
      id: bill.id,
      rank: index2 + 1,
      name: mine2 ? user?.name ?? "" : maskName(user?.name ?? ""),
      income: fenToYuan(bill.amountFen),
      incomeFen: bill.amountFen,
      mine: mine2
    };
  });
  const index = rows.findIndex((row) => row.mine);
  const mine = index < 0 ? null : {
    rank: rows[index].rank,
    income: rows[index].income,
    gapToNext: index === 0 ? 0 : fenToYuan(rows[index - 1].incomeFen - rows[index].incomeFen)
  };
  return { records: rows.map(({ incomeFen: _fen, ...row }) => row), mine };
}

// fake-api/dashboard/monthIncome.ts
function monthIncome(state, userId, month) {
  const closed = (state.bills ?? []).find((bill2) => bill2.userId === userId && bill2.name === month);
  const bill = closed ?? closeMonthFor(state, userId, month, { id: "", settlementTime: "" });
  if (!bill) return { gross: 0, tax: 0, net: 0 };
  return { gross: bill.amountFen, tax: bill.taxFen, net: bill.amountFen - bill.taxFen };
}

// fake-api/dashboard/stats.ts
function dashboardStats(state, user, today) {
  const tasks = (state.designTasks ?? []).filter((task) => task.designerId === user.id);
  const versions = state.cadVersions ?? [];
  const month = today.slice(0, 7);
  const ordersByState = Object.fromEntries(
    TASK_STATUSES.map((status) => [status, tasks.filter((t) => t.status === status).length])
  );
  const firstSubmits = tasks.flatMap((task) => {
    const first = versions.filter((version) => version.taskId === task.id).sort((a, b) => a.version - b.version)[0];
    return first ? [{ task, submitTime: first.submitTime }] : [];
  });
  const onTime2 = firstSubmits.filter(
    ({ task, submitTime }) => task.deadline !== "" && submitTime <= task.deadline
  );
  const inspected = tasks.filter((task) => task.isRework === "1" || task.status === "3");
  const firstPass = inspected.filter((task) => task.isRework === "0");
  const months = lastMonths(month, 12);
  const incomeByMonth = months.map((m) => ({
    month: m,
    gross: monthIncome(state, user.id, m).gross
  }));
  const weeks = lastWeeks(today, 12);
  const ordersByWeek = weeks.map((week) => ({
    week,
    count: firstSubmits.filter(
      ({ submitTime }) => submitTime >= week && submitTime < addDays(week, 7)
    ).length
  }));
  return {
    month,
    ordersByState,
    onTimeRate: rate(onTime2.length, firstSubmits.length),
    firstPassRate: rate(firstPass.length, inspected.length),
    income: monthIncome(state, user.id, month),
    incomeByMonth,
    ordersByWeek,
    ranking: lastRanking(state, user.id)
  };
}
function lastRanking(state, userId) {
  const closed = (state.bills ?? []).map((bill) => bill.name).sort();
  const month = closed[closed.length - 1];
  if (!month) return null;
  const { records, mine } = rankingOf(state, month, userId);
  return mine && { month, rank: mine.rank, of: records.length, gapToNext: mine.gapToNext };
}
function rate(part, whole) {
  return whole === 0 ? -1 : part / whole;
}
function lastMonths(month, n) {
  const [year, monthNumber] = month.split("-").map(Number);
  return Array.from(
    { length: n },
    (_, i) => new Date(Date.UTC(year, monthNumber - 1 - (n - 1 - i), 1)).toISOString().slice(0, 7)
  );
}
function lastWeeks(today, n) {
  const weekday = ((/* @__PURE__ */ new Date(`${today}T00:00:00Z`)).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  return Array.from({ length: n }, (_, i) => addDays(monday, -7 * (n - 1 - i)));
}

// fake-api/dashboard/staffQueues.ts
function waitingSince(state) {
  return {
    qc: (state.designTasks ?? []).filter((t) => t.status === "2").map((t) => t.updateTime),
    certifications: (state.certificationAttempts ?? []).filter((attempt) => attempt.status === "0").map((attempt) => attempt.submitTime),
    contracts: (state.contracts ?? []).filter((c) => c.status === "1").map((c) => c.submitTime),
    withdrawals: (state.withdrawals ?? []).filter((w) => w.status === "0").map((w) => w.createTime),
    tickets: (state.tickets ?? []).filter((ticket) => ticket.status === "0" || ticket.status === "1").map((ticket) => ticket.createTime)
  };
}
function staffQueues(state, now) {
  return Object.entries(waitingSince(state)).map(([name, times]) => {
    const oldest = times.filter(Boolean).sort()[0] ?? "";
    return {
      name,
      count: times.length,
      oldestTime: oldest,
      oldestAgeMinutes: oldest ? Math.max(0, Math.floor((now - parseDateTime(oldest)) / 6e4)) : 0
    };
  });
}

// fake-api/services/os/dashboard/index.ts
function dashboardRoutes(context) {
  const router = Router19();
  const state = () => context.store.state();
  router.get("/stats", (_req, res) => {
    sendOk(res, dashboardStats(state(), sessionOf(res).user, todayOf(context)));
  });
  router.get("/staffQueues", requireStaff, (_req, res) => {
    sendOk(res, staffQueues(state(), context.settings.now()));
  });
  return router;
}

// fake-api/services/os/designTask/index.ts
import { Router as Router26 } from "express";

// fake-api/services/os/designTask/files.ts
import { Router as Router20 } from "express";

// fake-api/messages/fileMessages.ts
var FILE_RULE_MESSAGES = {
  cad_format: "CAD \u6587\u4EF6\u53EA\u80FD\u4E0A\u4F20 .stl \u683C\u5F0F",
  cad_count: "CAD \u6587\u4EF6\u987B\u4E14\u53EA\u80FD\u4E0A\u4F20\u4E00\u4E2A",
  reticle_format: "\u523B\u7EBF\u6A21\u578B\u53EA\u80FD\u4E0A\u4F20 .stl \u683C\u5F0F",
  mold_format: "\u7259\u6A21\u6587\u4EF6\u53EA\u80FD\u4E0A\u4F20 .stl\u3001.ply \u6216 .obj \u683C\u5F0F",
  bracket_format: "\u7259\u6258\u6587\u4EF6\u53EA\u80FD\u4E0A\u4F20 .stl\u3001.ply \u6216 .obj \u683C\u5F0F",
  dlp_format: "DLP \u6A21\u578B\u53EA\u80FD\u4E0A\u4F20 .stl\u3001.ply \u6216 .obj \u683C\u5F0F",
  dlp_count: "DLP \u6A21\u578B\u987B\u4E0A\u4F20 1 \u81F3 2 \u4E2A\u6587\u4EF6\uFF0C\u4E0D\u80FD\u4E3A 0 \u4E2A",
  comma: "\u6587\u4EF6\u540D\u5728\u6269\u5C55\u540D\u524D\u4E0D\u80FD\u5305\u542B\u9017\u53F7",
  duplicate: "\u8BE5\u6587\u4EF6\u5DF2\u4E0A\u4F20\uFF0C\u8BF7\u52FF\u91CD\u590D\u4E0A\u4F20",
  crown_number: "\u8BF7\u8F93\u5165\u5927\u4E8E\u6216\u7B49\u4E8E 0 \u7684\u6574\u6570",
  crown_required: "\u8BE5\u4EFB\u52A1\u9700\u8981\u6B64\u7C7B\u7259\u51A0\uFF0C\u6570\u91CF\u987B\u5927\u4E8E 0"
};
var FILE_MESSAGES = {
  fileNotFound: "\u6587\u4EF6\u4E0D\u5B58\u5728",
  locked: "\u5F53\u524D\u4EFB\u52A1\u72B6\u6001\u4E0D\u5141\u8BB8\u4E0A\u4F20\u6216\u5220\u9664\u6587\u4EF6",
  fileType: "\u6587\u4EF6\u7C7B\u578B\u9519\u8BEF",
  hash: "\u6587\u4EF6\u54C8\u5E0C\u503C\u683C\u5F0F\u9519\u8BEF",
  objectKey: "\u6587\u4EF6\u5B58\u50A8\u8DEF\u5F84\u9519\u8BEF",
  link: "\u6587\u4EF6\u5730\u5740\u9519\u8BEF",
  notUploaded: "\u6587\u4EF6\u672A\u4E0A\u4F20\u5B8C\u6210"
};
function fileRuleMessage(key) {
  const rule = key.split(".").at(-1) ?? "";
  return rule in FILE_RULE_MESSAGES ? FILE_RULE_MESSAGES[rule] : key;
}

// src/domain/fileVersions.ts
function isSubmittedFile(file, versions) {
  return versions.some(
    (version) => version.objectName === file.name || (version.objectNames ?? []).includes(file.name) || version.objectName === void 0 && version.link === file.link
  );
}

// fake-api/orders/taskAccess.ts
function findTaskForUser(state, id, userId) {
  const task = findTask(state, id);
  const user = state.users.find((candidate) => candidate.id === userId);
  return task && user && holdsTask2(user, task) ? task : void 0;
}
function taskExists(state, id) {
  return findTask(state, id) !== void 0;
}
var UPLOAD_STATES = FILE_STATES;

// fake-api/messages/versionMessages.ts
var VERSION_MESSAGES = {
  \u5DF2\u63D0\u4EA4\u7684\u7248\u672C\u6587\u4EF6\u4E0D\u80FD\u5220\u9664: {
    en: "A file of a submitted version cannot be deleted: upload a new file to replace it",
    tr: "G\xF6nderilmi\u015F bir s\xFCr\xFCm\xFCn dosyas\u0131 silinemez: yerine yeni bir dosya y\xFCkleyin"
  },
  \u66FF\u6362\u6587\u4EF6\u987B\u4E0E\u539F\u6587\u4EF6\u7C7B\u578B\u76F8\u540C: {
    en: "The replacing file must be of the same type as the file it replaces",
    tr: "Yeni dosya, yerini ald\u0131\u011F\u0131 dosyayla ayn\u0131 t\xFCrde olmal\u0131d\u0131r"
  }
};
function versionMessage(req, message) {
  const texts = VERSION_MESSAGES[message];
  const language = languageParam(req);
  return (language && texts[language]) ?? message;
}

// fake-api/services/os/designTask/files.ts
var DELETE_GROUPS = {
  cadFiles: ["cad"],
  reticleModelFiles: ["reticleModel"],
  integratFiles: ["toothMold", "bracket", "dlp"]
};
var TEXT_FIELDS = ["domain", "link", "name", "originalName", "viewStlUrl", "hashValue"];
var OBJECT_KEY = /^upload\/\d{8}\/[^/]+$/;
var SHA256_HEX = /^[0-9a-f]{64}$/;
function taskFileRoutes(context) {
  const router = Router20();
  const files2 = () => context.store.state().taskFiles ??= [];
  const versionsOf = (task) => (context.store.state().cadVersions ?? []).filter((version) => version.taskId === task.id);
  const submitted = (task) => (file) => isSubmittedFile(file, versionsOf(task));
  router.get("/:id/uploadFiles", (req, res) => {
    const task = taskOf(req, res, false, true);
    if (task)
      sendOk(
        res,
        files2().filter((file) => file.taskId === task.id)
      );
  });
  router.post("/:id/addTaskFile", (req, res, next) => {
    const task = taskOf(req, res, true);
    if (task) addFile(task, req, res).catch(next);
  });
  router.post("/:id/replaceTaskFile", (req, res, next) => {
    const task = taskOf(req, res, true);
    if (!task) return;
    const fileId = typeof req.query.fileId === "string" ? req.query.fileId : "";
    if (!fileId) return sendFailure(res, 400, missingParameter("fileId"));
    const old = files2().find((file) => file.id === fileId && file.taskId === task.id);
    if (!old) return sendFailure(res, 400, FILE_MESSAGES.fileNotFound);
    const body = bodyOf(req);
    if (body.fileType !== void 0 && body.fileType !== old.fileType) {
      return sendFailure(res, 400, versionMessage(req, "\u66FF\u6362\u6587\u4EF6\u987B\u4E0E\u539F\u6587\u4EF6\u7C7B\u578B\u76F8\u540C"));
    }
    const others = files2().filter((file) => file.id !== old.id);
    const duplicateOfOld = body.hashValue === old.hashValue;
    addProblem(context, task, body, others).then((problem) => {
      if (problem) return sendFailure(res, 400, problem);
      if (duplicateOfOld) return sendFailure(res, 400, FILE_RULE_MESSAGES.duplicate);
      const place = files2().indexOf(old);
      if (place < 0) return sendFailure(res, 400, FILE_MESSAGES.fileNotFound);
      const file = newFile(task, body);
      files2().splice(place, 1, file);
      const keep = submitted(task)(old);
      const removal = keep ? Promise.resolve() : context.storage?.deleteObject(old.name);
      return Promise.resolve(removal).then(
        () => sendOk(res, file),
        () => sendOk(res, file)
      );
    }).catch(next);
  });
  function newFile(task, body) {
    return {
      id: context.newId(),
      taskId: task.id,
      fileType: body.fileType,
      fileSize: body.fileSize,
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, body[field]])),
      createTime: formatDateTime(context.settings.now())
    };
  }
  async function addFile(task, req, res) {
    const body = bodyOf(req);
    const problem = await addProblem(context, task, body, files2());
    if (problem) return sendFailure(res, 400, problem);
    const file = newFile(task, body);
    files2().push(file);
    sendOk(res, file);
  }
  router.delete("/:id/:group", (req, res, next) => {
    const slots = DELETE_GROUPS[req.params.group];
    if (!slots) return next();
    const task = taskOf(req, res, true);
    if (!task) return;
    const fileId = typeof req.query.fileId === "string" ? req.query.fileId : "";
    const state = context.store.state();
    const inGroup = (file) => file.taskId === task.id && slots.includes(file.fileType);
    if (fileId && !files2().some((file) => file.id === fileId && inGroup(file))) {
      return sendFailure(res, 400, FILE_MESSAGES.fileNotFound);
    }
    const removed = (file) => inGroup(file) && (!fileId || file.id === fileId);
    const gone = files2().filter(removed);
    if (gone.some(submitted(task))) {
      return sendFailure(res, 400, versionMessage(req, "\u5DF2\u63D0\u4EA4\u7684\u7248\u672C\u6587\u4EF6\u4E0D\u80FD\u5220\u9664"));
    }
    state.taskFiles = files2().filter((file) => !removed(file));
    void Promise.all(gone.map((file) => context.storage?.deleteObject(file.name))).then(
      () => sendOk(res, true),
      () => sendOk(res, true)
    );
  });
  function taskOf(req, res, changing = false, staffReads = false) {
    const state = context.store.state();
    const id = String(req.params.id);
    const { user } = sessionOf(res);
    const task = staffReads && isStaff(user.roleAlias) ? findTask(state, id) : findTaskForUser(state, id, user.id);
    if (!task) {
      if (taskExists(state, id)) sendFailure(res, 403, MESSAGES.forbidden);
      else sendFailure(res, 400, TASK_MESSAGES.notFound);
      return void 0;
    }
    if (changing && !UPLOAD_STATES.includes(task.status)) {
      sendFailure(res, 400, FILE_MESSAGES.locked);
      return void 0;
    }
    return task;
  }
  return router;
}
async function addProblem(context, task, body, files2) {
  const { fileType, fileSize } = body;
  if (!fileType) return missingParameter("fileType");
  if (!isFileSlot(fileType)) return FILE_MESSAGES.fileType;
  const missing = TEXT_FIELDS.find((field) => typeof body[field] !== "string" || !body[field]);
  if (missing) return missingParameter(missing);
  if (typeof fileSize !== "number" || !Number.isInteger(fileSize) || fileSize <= 0) {
    return missingParameter("fileSize");
  }
  const text = body;
  if (!SHA256_HEX.test(text.hashValue)) return FILE_MESSAGES.hash;
  if (!OBJECT_KEY.test(text.name)) return FILE_MESSAGES.objectKey;
  if (!isHttpUrl(text.link) || !isHttpUrl(text.viewStlUrl)) return FILE_MESSAGES.link;
  const nameProblem = checkFileName(fileType, text.originalName);
  if (nameProblem) return fileRuleMessage(nameProblem);
  const taskFiles = files2.filter((file) => file.taskId === task.id);
  if (taskFiles.some((file) => file.hashValue === text.hashValue))
    return FILE_RULE_MESSAGES.duplicate;
  const { max, countKey } = SLOT_RULES[fileType];
  if (countKey && taskFiles.filter((file) => file.fileType === fileType).length >= max) {
    return fileRuleMessage(countKey);
  }
  if (context.storage && !await storedWithSize(context, text.name, fileSize)) {
    return FILE_MESSAGES.notUploaded;
  }
  return void 0;
}
async function storedWithSize(context, key, size) {
  if (!context.storage) return false;
  const response = await fetch(context.storage.objectUrl(key), { method: "HEAD" });
  return response.ok && Number(response.headers.get("content-length")) === size;
}

// fake-api/services/os/designTask/groups.ts
import { Router as Router21 } from "express";
var GROUP_NAMES = {
  grab: "\u62A2\u5355",
  progress: "\u8FDB\u884C\u4E2D",
  inspection: "\u8D28\u68C0",
  history: "\u5386\u53F2"
};
function taskGroupRoutes(context) {
  const router = Router21();
  router.get("/my/gropus", (_req, res) => {
    const state = context.store.state();
    const user = sessionOf(res).user;
    const reads = (state.taskGroupReads ?? []).filter((read) => read.userId === user.id);
    const groups = WORKBENCH_TABS.map((id) => {
      const tasks = tabTasks(state, user, id);
      const readTime = reads.find((read) => read.groupId === id)?.readTime ?? "";
      return {
        id,
        name: GROUP_NAMES[id],
        count: tasks.length,
        unread: tasks.some((task) => task.updateTime > readTime)
      };
    });
    sendOk(res, groups);
  });
  router.put("/my/readGroup/:id", (req, res) => {
    const groupId = req.params.id;
    if (!isWorkbenchTab(groupId)) return sendFailure(res, 400, TASK_MESSAGES.unknownGroup);
    const state = context.store.state();
    const userId = sessionOf(res).user.id;
    state.taskGroupReads ??= [];
    const readTime = formatDateTime(context.settings.now());
    const read = state.taskGroupReads.find((r) => r.userId === userId && r.groupId === groupId);
    if (read) read.readTime = readTime;
    else state.taskGroupReads.push({ id: context.newId(), userId, groupId, readTime });
    sendOk(res, null);
  });
  return router;
}

// fake-api/services/os/designTask/moves.ts
import { Router as Router22 } from "express";

// src/domain/cancelRules.ts
function cancelBlocker(userId, task) {
  if (userId === void 0 || userId === "" || task.designerId !== userId) return "not_holder";
  if (!canTake("cancel", task.status)) return "not_in_design";
  if (task.subDispatchStatus === "1") return "dispatched";
  return void 0;
}

// src/domain/grabRules.ts
function grabBlocker(designer, dentureType) {
  const passed2 = designer.certifications.filter((item) => item.status === "1");
  if (passed2.length === 0) return "not_certified";
  if (designer.contractStatus !== "2") return "contract_unsigned";
  if (dentureType && !passed2.some((item) => item.dentureType === dentureType)) {
    return "type_not_certified";
  }
  return void 0;
}

// src/domain/submitRules.ts
var DLP_DENTURE_TYPES = ["5"];
function needsDlpModel(task) {
  return DLP_DENTURE_TYPES.includes(task.dentureType);
}
function submitProblem(task, counts, dlpFiles) {
  const full = checkCrownCount(counts.fullCrownCount, task.fullCrownCount > 0);
  if (full) return full;
  const inner = checkCrownCount(counts.innerCrownCount, task.innerCrownCount > 0);
  if (inner) return inner;
  const dlp = SLOT_RULES.dlp;
  if (needsDlpModel(task) && (dlpFiles < dlp.min || dlpFiles > dlp.max)) return dlp.countKey;
  return void 0;
}

// fake-api/messages/pointsMessages.ts
var POINTS_MESSAGES = {
  reasonRequired: "\u8BF7\u586B\u5199\u8C03\u6574\u539F\u56E0",
  amountInvalid: "\u8C03\u6574\u79EF\u5206\u5FC5\u987B\u662F\u975E\u96F6\u6574\u6570",
  notDesigner: "\u8BE5\u7528\u6237\u4E0D\u662F\u8BBE\u8BA1\u5E08"
};
function inProgressCapMessage(rule) {
  return `\u60A8\u5F53\u524D\u7B49\u7EA7\u4E3A${rule.level}\u7EA7\uFF0C\u6700\u591A\u53EF\u540C\u65F6\u8FDB\u884C${rule.maxInProgress}\u4E2A\u8BA2\u5355\uFF0C\u8BF7\u5148\u5B8C\u6210\u8FDB\u884C\u4E2D\u7684\u8BA2\u5355`;
}

// fake-api/services/os/designTask/moves.ts
var HOUR_MS2 = 36e5;
function taskMoveRoutes(context) {
  const router = Router22();
  const now = () => context.settings.now();
  const save = (task) => {
    task.updateTime = formatDateTime(now());
  };
  router.post("/my/grab", (req, res) => {
    const { user } = sessionOf(res);
    if (user.roleAlias !== "designer") return sendFailure(res, 403, MESSAGES.forbidden);
    const task = findTask(context.store.state(), param(req, "id"));
    if (!task) return sendFailure(res, 400, TASK_MESSAGES.notFound);
    if (user.mainAccountId) return sendFailure(res, 400, TASK_MESSAGES.subAccountGrab);
    const blocker = grabBlocker(user, task.dentureType);
    if (blocker) return sendFailure(res, 400, GRAB_MESSAGES[blocker]);
    if (task.status !== "0") return sendFailure(res, 400, TASK_MESSAGES.taken);
    const held = (context.store.state().designTasks ?? []).filter(
      (other) => other.designerId === user.id && (other.status === "1" || other.status === "6")
    ).length;
    if (!mayTakeAnother(user.points, held)) {
      return sendFailure(res, 400, inProgressCapMessage(levelRuleOf(user.points)));
    }
    Object.assign(task, {
      status: "1",
      isGrab: "1",
      designerId: user.id,
      deadline: formatDateTime(now() + task.designCycle * HOUR_MS2)
    });
    fixPrice(context.store.state(), task, user);
    save(task);
    sendOk(res, withEarning(context.store.state(), task, user));
  });
  router.post("/my/cancel", (req, res) => {
    const task = heldTask(context, param(req, "id"), res, "cancel");
    if (!task) return;
    if (!param(req, "reason").trim()) return sendFailure(res, 400, TASK_MESSAGES.reasonRequired);
    if (refuseTooLong(req, res, [["reason", param(req, "reason").trim()]])) return;
    const blocker = cancelBlocker(sessionOf(res).user.id, task);
    if (blocker) return sendFailure(res, 400, cancelRefusal(blocker, task.status));
    recordPointsEvent(context, sessionOf(res).user, selfRefund(task.id));
    Object.assign(task, {
      status: "0",
      isGrab: "0",
      designerId: "",
      deadline: "",
      subDispatchStatus: "0",
      subDesignerId: "",
      subReceiveTime: ""
    });
    clearPrice(task);
    save(task);
    sendOk(res, null);
  });
  router.post("/:id/submit", (req, res) => {
    const task = heldTask(context, req.params.id, res, "submit");
    if (!task) return;
    const files2 = context.store.state().taskFiles ?? [];
    const cad = files2.filter((file) => file.taskId === task.id && file.fileType === "cad").at(-1);
    if (!cad) return sendFailure(res, 400, TASK_MESSAGES.cadRequired);
    const counts = crownCountsOf(req.body, task);
    const dlpFiles = files2.filter((file) => file.taskId === task.id && file.fileType === "dlp");
    const problem = submitProblem(task, counts, dlpFiles.length);
    if (problem) return sendFailure(res, 400, fileRuleMessage(problem));
    const state = context.store.state();
    state.cadVersions ??= [];
    const version = state.cadVersions.filter((item) => item.taskId === task.id).length + 1;
    state.cadVersions.push({
      id: context.newId(),
      taskId: task.id,
      version,
      fileName: cad.originalName,
      link: cad.link,
      viewStlUrl: cad.viewStlUrl,
      // What the version keeps for as long as the order exists (issue 21).
      objectName: cad.name,
      objectNames: files2.filter((file) => file.taskId === task.id).map((file) => file.name),
      hashValue: cad.hashValue,
      fileSize: cad.fileSize,
      fullCrownCount: Number(counts.fullCrownCount),
      innerCrownCount: Number(counts.innerCrownCount),
      submitTime: formatDateTime(now()),
      qcStatus: "",
      qcReasons: []
    });
    task.status = "2";
    task.submittedFullCrownCount = Number(counts.fullCrownCount);
    task.submittedInnerCrownCount = Number(counts.innerCrownCount);
    if (task.deadline && parseDateTime(task.deadline) >= now()) {
      const designer = findUserById(state, task.designerId);
      if (designer) recordPointsEvent(context, designer, onTime(task.id));
    }
    save(task);
    sendOk(res, task);
  });
  router.post("/:id/rework", (req, res) => {
    const task = heldTask(context, req.params.id, res, "rework");
    if (!task) return;
    task.status = "6";
    save(task);
    sendOk(res, task);
  });
  return router;
}
function heldTask(context, id, res, action) {
  const task = findTask(context.store.state(), id);
  if (!task) return void sendFailure(res, 400, TASK_MESSAGES.notFound);
  if (!holdsTask2(sessionOf(res).user, task)) {
    return void sendFailure(res, 400, TASK_MESSAGES.notHolder);
  }
  if (!nextStatus(action, task.status)) {
    return void sendFailure(res, 400, illegalMove(action, task.status));
  }
  return task;
}
function crownCountsOf(body, task) {
  const sent = typeof body === "object" && body !== null ? body : {};
  const pick2 = (field) => field in sent ? String(sent[field]) : String(task[field]);
  return { fullCrownCount: pick2("fullCrownCount"), innerCrownCount: pick2("innerCrownCount") };
}

// fake-api/services/os/designTask/myTasks.ts
import { Router as Router23 } from "express";
function taskRoutes(context) {
  const router = Router23();
  const state = () => context.store.state();
  router.get("/my/page", (req, res) => {
    const user = sessionOf(res).user;
    const tasks = tabTasks(state(), user, param(req, "tab"));
    const page = bladePage(sortTasks(filterTasks(tasks, req), req), req);
    sendOk(res, { ...page, records: page.records.map((task) => withEarning(state(), task, user)) });
  });
  router.get("/:id/detail", (req, res) => {
    const task = visibleTask(state(), req.params.id, res);
    if (task) sendOk(res, withEarning(state(), task, sessionOf(res).user));
  });
  router.get("/:id/files", (req, res) => {
    const task = visibleTask(state(), req.params.id, res);
    if (task)
      sendOk(
        res,
        (state().caseFiles ?? []).filter((file) => file.taskId === task.id)
      );
  });
  router.get("/:id/cadHistory", (req, res) => {
    const task = visibleTask(state(), req.params.id, res);
    if (!task) return;
    const versions = (state().cadVersions ?? []).filter((version) => version.taskId === task.id);
    sendOk(
      res,
      versions.sort((a, b) => b.version - a.version)
    );
  });
  router.get("/:id/special/reques", (req, res) => {
    const task = visibleTask(state(), req.params.id, res);
    if (!task) return;
    const requests = state().specialRequests ?? [];
    sendOk(
      res,
      requests.filter((request) => request.customerCode === task.customerCode)
    );
  });
  return router;
}
function visibleTask(state, id, res) {
  const task = findTask(state, id);
  if (task && canSeeTask(sessionOf(res).user, task)) return task;
  sendFailure(res, 400, TASK_MESSAGES.notFound);
  return void 0;
}

// fake-api/services/os/designTask/qc.ts
import { Router as Router24 } from "express";

// fake-api/messages/qcMessages.ts
var QC_MESSAGES = {
  "app.orders.qc.error.reasonRequired": "\u8BF7\u586B\u5199\u4E0D\u5408\u683C\u539F\u56E0",
  "app.orders.qc.error.category": "\u8D28\u68C0\u539F\u56E0\u7C7B\u522B\u65E0\u6548",
  "app.orders.qc.error.severity": "\u8D28\u68C0\u539F\u56E0\u4E25\u91CD\u7A0B\u5EA6\u65E0\u6548",
  "app.orders.qc.error.text": "\u8D28\u68C0\u539F\u56E0\u8BF4\u660E\u65E0\u6548\uFF08\u201C\u5176\u4ED6\u201D\u987B\u586B\u5199\u8BF4\u660E\uFF0C\u6700\u591A500\u5B57\uFF09",
  "app.orders.qc.error.pin": "\u6807\u6CE8\u70B9\u5750\u6807\u65E0\u6548"
};

// fake-api/services/os/designTask/qc.ts
function taskQcRoutes(context) {
  const router = Router24();
  router.get("/qc/page", requireStaff, (req, res) => {
    const state = context.store.state();
    const waiting = tasksOf(state).filter((task) => task.status === "2");
    const rows = filterTasks(waiting, req).map((task) => queueRow(state, task)).filter((row) => matches(row.designerName, param(req, "designerName"))).sort((a, b) => a.submitTime.localeCompare(b.submitTime) || a.id.localeCompare(b.id));
    sendOk(res, bladePage(rows, req));
  });
  for (const action of QC_ACTIONS) {
    router.post(`/qc/${action}`, requireStaff, (req, res) => {
      const state = context.store.state();
      const task = findTask(state, param(req, "id"));
      if (!task) return sendFailure(res, 400, TASK_MESSAGES.notFound);
      const next = nextStatus(action, task.status);
      if (!next) return sendFailure(res, 400, illegalMove(action, task.status));
      let reasons = reasonsOf(req);
      if (action === "return" && task.status === "4" && reasons.length === 0) {
        reasons = task.qcInspection?.reasons ?? linesAsReasons(task.qcReasons);
      }
      const texts = reasons.map((reason) => ["reason", textOf(reason)]);
      if (refuseTooLong(req, res, texts)) return;
      const problem = validateInspection(action, reasons);
      if (problem) return sendFailure(res, 400, QC_MESSAGES[problem]);
      const structured = reasons;
      const latest = (state.cadVersions ?? []).filter((version) => version.taskId === task.id).sort((a, b) => b.version - a.version)[0];
      const inspection = {
        action,
        status: next,
        reasons: structured,
        inspector: sessionOf(res).user.account,
        time: formatDateTime(context.settings.now()),
        version: latest?.version ?? 0
      };
      const lines = structured.map(
        (reason) => reasonLine(reason, (category) => QC_REASON_LABELS[category].zh)
      );
      task.status = next;
      if (marksRework(action)) {
        task.isRework = "1";
        const designer = findUserById(state, task.designerId);
        if (designer) recordPointsEvent(context, designer, rework(task.id));
      }
      if (action !== "pass" && lines.length > 0) task.qcReasons = lines;
      task.qcInspection = inspection;
      task.updateTime = inspection.time;
      if (latest) {
        latest.qcStatus = inspection.status;
        latest.qcReasons = action === "pass" ? [] : task.qcReasons;
        latest.qcInspection = inspection;
      }
      if (task.designerId) {
        emitNotification(context, task.designerId, QC_EVENTS[action], task.id, {
          orderNo: task.orderNo
        });
      }
      sendOk(res, task);
    });
  }
  return router;
}
var QC_EVENTS = { pass: "qcPass", fail: "qcFail", return: "qcReturn" };
function textOf(reason) {
  const text = typeof reason === "object" && reason !== null ? Reflect.get(reason, "text") : "";
  return typeof text === "string" ? text : "";
}
function reasonsOf(req) {
  const body = req.body;
  if (typeof body === "object" && body !== null && "reasons" in body) {
    const reasons = body.reasons;
    return Array.isArray(reasons) ? reasons : [reasons];
  }
  const raw = req.query.reasons;
  const values = Array.isArray(raw) ? raw.map(String) : typeof raw === "string" ? [raw] : [];
  return linesAsReasons(values.flatMap((value) => value.split("\n")));
}
function linesAsReasons(lines) {
  return lines.map((line2) => line2.trim()).filter(Boolean).map((text) => ({ category: "other", severity: "major", text }));
}
function queueRow(state, task) {
  const versions = (state.cadVersions ?? []).filter((version) => version.taskId === task.id);
  const latest = versions.reduce(
    (best, version) => !best || version.version > best.version ? version : best,
    void 0
  );
  const designer = state.users.find((user) => user.id === task.designerId);
  return {
    ...task,
    submitTime: latest?.submitTime ?? task.updateTime,
    designerName: designer?.realName || designer?.account || "",
    designerLevel: designer?.level ?? "",
    reworkCount: versions.filter((version) => version.qcStatus === "4" || version.qcStatus === "5").length,
    version: latest?.version ?? 0
  };
}
function matches(value, wanted) {
  return !wanted || value.toLowerCase().includes(wanted.toLowerCase());
}

// fake-api/services/os/designTask/subDispatch.ts
import { Router as Router25 } from "express";

// src/domain/subDispatch.ts
function dispatchBlocker(task) {
  if (!acceptsFiles(task.status)) return "not_in_design";
  if (task.subDispatchStatus === "1") return "already_dispatched";
  return void 0;
}
function withdrawBlocker(task) {
  if (task.subDispatchStatus !== "1") return "not_dispatched";
  if (task.subReceiveTime) return "already_received";
  return void 0;
}
function receiveBlocker(task) {
  if (task.subDispatchStatus !== "1") return "not_dispatched";
  if (task.subReceiveTime) return "already_received";
  return void 0;
}

// fake-api/services/os/designTask/subDispatch.ts
function subDispatchRoutes(context) {
  const router = Router25();
  const state = () => context.store.state();
  const save = (task) => {
    task.updateTime = formatDateTime(context.settings.now());
  };
  const dispatch = (res, id, subDesignerId) => {
    const task = ownTask(state(), id, res);
    if (!task) return;
    const blocker = dispatchBlocker(task);
    if (blocker) return sendFailure(res, 400, DISPATCH_MESSAGES[blocker]);
    Object.assign(task, { subDispatchStatus: "1", subDesignerId, subReceiveTime: "" });
    save(task);
    sendOk(res, task);
  };
  router.post("/my/setSubDesigner", (req, res) => {
    const sub = subUsersOf(state(), sessionOf(res).user).find(
      (user) => user.id === param(req, "subDesignerId")
    );
    if (!sub) return sendFailure(res, 400, TASK_MESSAGES.subUserUnknown);
    dispatch(res, param(req, "id"), sub.id);
  });
  router.get("/my/subResourcePool", (req, res) => dispatch(res, param(req, "id"), ""));
  router.get("/my/cancalResourcePool", (req, res) => {
    const task = ownTask(state(), param(req, "id"), res);
    if (!task) return;
    const blocker = withdrawBlocker(task);
    if (blocker) return sendFailure(res, 400, DISPATCH_MESSAGES[blocker]);
    Object.assign(task, { subDispatchStatus: "2", subDesignerId: "" });
    save(task);
    sendOk(res, task);
  });
  router.get("/receiving/subPage", (req, res) => {
    const user = sessionOf(res).user;
    const offered = tasksOf(state()).filter(
      (task) => offeredTo(user, task) && !receiveBlocker(task) && acceptsFiles(task.status)
    );
    sendOk(res, bladePage(sortTasks(offered, req), req));
  });
  router.post("/subReceiving", (req, res) => {
    const user = sessionOf(res).user;
    const task = findTask(state(), param(req, "id"));
    if (!task || !offeredTo(user, task)) {
      return sendFailure(res, 400, TASK_MESSAGES.notDispatchedToYou);
    }
    const blocker = receiveBlocker(task);
    if (blocker) return sendFailure(res, 400, DISPATCH_MESSAGES[blocker]);
    Object.assign(task, {
      subDesignerId: user.id,
      subReceiveTime: formatDateTime(context.settings.now())
    });
    save(task);
    sendOk(res, task);
  });
  return router;
}
function offeredTo(user, task) {
  if (!user.mainAccountId || task.designerId !== user.mainAccountId) return false;
  return task.subDesignerId === "" || task.subDesignerId === user.id;
}
function ownTask(state, id, res) {
  const user = sessionOf(res).user;
  if (!state.users.some((other) => other.mainAccountId === user.id)) {
    return void sendFailure(res, 400, TASK_MESSAGES.notMainAccount);
  }
  const task = findTask(state, id);
  if (!task) return void sendFailure(res, 400, TASK_MESSAGES.notFound);
  if (task.designerId !== user.id) return void sendFailure(res, 400, TASK_MESSAGES.notHolder);
  return task;
}

// fake-api/services/os/designTask/index.ts
function designTaskService(context) {
  return Router26().use(
    taskRoutes(context),
    taskMoveRoutes(context),
    taskQcRoutes(context),
    subDispatchRoutes(context),
    taskGroupRoutes(context),
    taskFileRoutes(context)
  );
}

// fake-api/services/os/message/index.ts
import { Router as Router27 } from "express";
var MESSAGE_NOT_FOUND = "\u6D88\u606F\u4E0D\u5B58\u5728";
var FEED_LIMIT = 50;
function messageRoutes(context) {
  const router = Router27();
  const state = () => context.store.state();
  router.get("/feed", (req, res) => {
    const { user } = sessionOf(res);
    const own = notificationsOf(state(), user.id);
    const feed = {
      unread: own.filter((event2) => !event2.read).length,
      lastId: own.at(-1)?.id ?? "",
      events: notificationsAfter(state(), user.id, param(req, "after")).slice(-FEED_LIMIT)
    };
    sendOk(res, feed);
  });
  router.get("/page", (req, res) => {
    const { user } = sessionOf(res);
    sendOk(res, bladePage(notificationsOf(state(), user.id).reverse(), req));
  });
  router.post("/:id/read", (req, res) => {
    const { user } = sessionOf(res);
    const event2 = notificationsOf(state(), user.id).find((e) => e.id === req.params.id);
    if (!event2) return sendFailure(res, 400, MESSAGE_NOT_FOUND);
    event2.read = true;
    sendOk(res, event2);
  });
  router.post("/readAll", (_req, res) => {
    const { user } = sessionOf(res);
    const unread = notificationsOf(state(), user.id).filter((event2) => !event2.read);
    for (const event2 of unread) event2.read = true;
    sendOk(res, { read: unread.length });
  });
  return router;
}

// fake-api/services/os/notice/index.ts
import { Router as Router28 } from "express";
var NOTICE_NOT_FOUND = "\u516C\u544A\u4E0D\u5B58\u5728";
function noticeRoutes(context) {
  const router = Router28();
  const state = () => context.store.state();
  router.get("/page", (req, res) => {
    const { user, token } = sessionOf(res);
    const reads = new Set(
      (state().noticeReads ?? []).filter((r) => r.userId === user.id).map((r) => r.noticeId)
    );
    const notices = [...state().notices ?? []].sort((a, b) => b.publishTime.localeCompare(a.publishTime)).map((notice) => ({
      id: notice.id,
      title: notice.title[token.language],
      content: notice.content[token.language],
      publishTime: notice.publishTime,
      read: reads.has(notice.id)
    }));
    sendOk(res, bladePage(notices, req));
  });
  router.post("/:id/read", (req, res) => {
    const { user } = sessionOf(res);
    const current = state();
    if (!(current.notices ?? []).some((notice) => notice.id === req.params.id)) {
      return sendFailure(res, 400, NOTICE_NOT_FOUND);
    }
    current.noticeReads ??= [];
    const already = current.noticeReads.some(
      (r) => r.userId === user.id && r.noticeId === req.params.id
    );
    if (!already) {
      current.noticeReads.push({
        id: context.newId(),
        userId: user.id,
        noticeId: req.params.id,
        readTime: formatDateTime(context.settings.now())
      });
    }
    sendOk(res, true);
  });
  return router;
}

// fake-api/services/os/points/index.ts
import { Router as Router29 } from "express";
function pointsRoutes(context) {
  const router = Router29();
  const state = () => context.store.state();
  router.get("/summary", (req, res) => {
    const user = subjectOf(context, req, res);
    if (!user) return;
    const today = todayOf(context);
    const run = runStateOn(activityOf(state(), user.id).onTimeDays, today);
    const next = nextLevel(user.points);
    const rule = levelRuleOf(user.points);
    const inProgress = (state().designTasks ?? []).filter(
      (task) => task.designerId === user.id && (task.status === "1" || task.status === "6")
    ).length;
    sendOk(res, {
      userId: user.id,
      points: user.points,
      level: rule.level,
      maxInProgress: rule.maxInProgress,
      inProgress,
      nextLevel: next ? next.rule.level : "",
      pointsToNextLevel: next ? next.missing : 0,
      runDays: run.runDays,
      earnedThisMonth: run.earnedThisMonth,
      monthlyCap: POINTS_RULES.monthlyCap,
      daysToNextLevel: next ? daysToReach(user.points, next.rule.minPoints, run) ?? -1 : 0,
      levels: LEVEL_RULES.map((level) => ({
        ...level,
        minPoints: Number.isFinite(level.minPoints) ? level.minPoints : 0
      }))
    });
  });
  router.get("/ledger/page", (req, res) => {
    const user = subjectOf(context, req, res);
    if (!user) return;
    const month = param(req, "month");
    const tasks = state().designTasks ?? [];
    const entries = ledgerOf(state(), user.id).filter((entry) => !month || entry.date.startsWith(month)).reverse().map((entry, index) => ({
      id: `${user.id}-${entry.date}-${index}`,
      date: entry.date,
      rule: entry.rule,
      amount: entry.amount,
      uncapped: entry.uncapped ?? entry.amount,
      taskId: entry.taskId ?? "",
      orderNo: tasks.find((task) => task.id === entry.taskId)?.orderNo ?? "",
      reason: entry.reason ?? ""
    }));
    sendOk(res, bladePage(entries, req));
  });
  router.get("/designers/page", requireAdmin, (req, res) => {
    const account = param(req, "account").trim().toLowerCase();
    const designers = state().users.filter((user) => user.roleAlias === "designer").filter((user) => !account || user.account.toLowerCase().includes(account)).map(({ id, account: name, name: nickName, points, level }) => ({
      id,
      account: name,
      nickName,
      points,
      level
    }));
    sendOk(res, bladePage(designers, req));
  });
  router.post("/adjust", requireAdmin, (req, res) => {
    const user = findUserById(state(), param(req, "userId"));
    if (!user || user.roleAlias !== "designer") {
      return sendFailure(res, 400, POINTS_MESSAGES.notDesigner);
    }
    const amount = Number(param(req, "amount") || NaN);
    if (!Number.isInteger(amount) || amount === 0) {
      return sendFailure(res, 400, POINTS_MESSAGES.amountInvalid);
    }
    const reason = param(req, "reason").trim();
    if (!reason) return sendFailure(res, 400, POINTS_MESSAGES.reasonRequired);
    if (refuseTooLong(req, res, [["reason", reason]])) return;
    recordPointsEvent(context, user, {
      kind: "adjustment",
      taskId: "",
      amount,
      reason,
      operatorId: sessionOf(res).user.id
    });
    sendOk(res, { userId: user.id, points: user.points, level: user.level });
  });
  return router;
}
function subjectOf(context, req, res) {
  const { user } = sessionOf(res);
  const userId = param(req, "userId");
  if (!userId || userId === user.id) return user;
  if (!isStaff(user.roleAlias)) return void sendFailure(res, 403, MESSAGES.forbidden);
  const other = findUserById(context.store.state(), userId);
  if (!other) return void sendFailure(res, 400, POINTS_MESSAGES.notDesigner);
  return other;
}

// fake-api/services/os/practice/index.ts
import { Router as Router30 } from "express";

// fake-api/dashboard/practiceCases.ts
var CASES = [
  {
    id: "practice-crown",
    dentureType: "1",
    title: {
      zh: "\u7EC3\u4E60\uFF1A\u4E0B\u988C\u7B2C\u4E00\u78E8\u7259\u5168\u51A0",
      en: "Practice: full crown on a lower first molar",
      tr: "Al\u0131\u015Ft\u0131rma: alt birinci az\u0131 di\u015Fine tam kron"
    },
    crown: true
  },
  {
    id: "practice-jaws",
    dentureType: "6",
    title: {
      zh: "\u7EC3\u4E60\uFF1A\u4E0A\u4E0B\u988C\u626B\u63CF\u7684\u54AC\u5408\u5206\u6790",
      en: "Practice: occlusion of an upper and lower jaw scan",
      tr: "Al\u0131\u015Ft\u0131rma: \xFCst ve alt \xE7ene taramas\u0131nda kapan\u0131\u015F"
    },
    crown: false
  }
];
function practiceCases(language) {
  return CASES.map(({ id, dentureType, title, crown }) => ({
    id,
    dentureType,
    title: title[language],
    files: [
      { fileName: "upper-jaw.stl", link: DEMO_MESHES.upper },
      { fileName: "lower-jaw.stl", link: DEMO_MESHES.lower },
      ...crown ? [{ fileName: "crown.stl", link: DEMO_MESHES.crown }] : []
    ]
  }));
}

// fake-api/services/os/practice/index.ts
function practiceRoutes() {
  const router = Router30();
  router.get("/list", (_req, res) => {
    sendOk(res, practiceCases(sessionOf(res).token.language));
  });
  return router;
}

// fake-api/services/os/price/index.ts
import { Router as Router31 } from "express";
function priceRoutes(context) {
  const router = Router31();
  const state = () => context.store.state();
  router.get("/page", (req, res) => {
    const { user } = sessionOf(res);
    const staff = isStaff(user.roleAlias);
    const [product, level] = [param(req, "productName"), param(req, "level")];
    const rows = priceListOf(state()).filter((entry) => staff || entry.level === user.level).filter(
      (entry) => (!product || entry.productName === product) && (!level || entry.level === level)
    ).map((entry) => priceView(entry, staff));
    sendOk(res, bladePage(rows, req));
  });
  router.get("/:id/detail", requireStaff, (req, res) => {
    const entry = priceEntry(state(), req.params.id, res, req);
    if (entry) sendOk(res, priceDetail(state(), entry));
  });
  router.post("/submit", requireStaff, (req, res) => {
    const body = bodyOf(req);
    const entry = priceEntry(state(), String(body.id ?? ""), res, req);
    if (!entry) return;
    const newFen = typeof body.unitPriceFen === "number" ? body.unitPriceFen : Number.NaN;
    if (unitPriceProblem(newFen)) {
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.priceInvalid));
    }
    changePrice(state(), entry, {
      newFen,
      by: sessionOf(res).user.account,
      time: formatDateTime(context.settings.now()),
      id: context.newId()
    });
    sendOk(res, priceDetail(state(), entry));
  });
  return router;
}
function priceEntry(state, id, res, req) {
  const entry = priceListOf(state).find((candidate) => candidate.id === id);
  if (!entry) sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.priceNotFound));
  return entry;
}
function priceView(entry, staff) {
  return {
    ...entry,
    unitPrice: fenToYuan(entry.unitPriceFen),
    updatedBy: staff ? entry.updatedBy : ""
  };
}
function priceDetail(state, entry) {
  return {
    ...priceView(entry, true),
    history: priceHistory(state, entry.id).map(({ id, oldFen, newFen, by, time }) => ({
      id,
      oldFen,
      newFen,
      by,
      time
    }))
  };
}

// fake-api/services/os/question/index.ts
import { Router as Router32 } from "express";
var MAX_MATCHES = 10;
function questionRoutes(context) {
  const router = Router32();
  router.get("/listTitle", (req, res) => {
    const words = wordsOf(param(req, "title"));
    if (words.length === 0) return sendOk(res, []);
    const language = languageParam(req) ?? sessionOf(res).token.language;
    const groups = groupsOf(context.store.state().questions ?? []);
    const matches2 = groups.filter((group) => group.some((question) => isMatch(question, words))).map((group) => inLanguage(group, language)).sort((a, b) => a.sort - b.sort).slice(0, MAX_MATCHES).map(({ id, questionTitle, answerContext }) => ({ id, questionTitle, answerContext }));
    sendOk(res, matches2);
  });
  return router;
}
var normalize = (text) => text.replace(/İ/g, "i").toLowerCase().replace(/ı/g, "i").replace(/[?？!！。.,，:：;；"“”'’()（）]/g, " ");
function wordsOf(query) {
  return normalize(query).split(/\s+/).filter(Boolean);
}
function isMatch(question, words) {
  const haystack = normalize(`${question.questionTitle} ${question.keywords ?? ""}`);
  return words.every((word) => haystack.includes(word));
}
function groupsOf(questions) {
  const groups = /* @__PURE__ */ new Map();
  for (const question of questions) {
    const key = question.group ?? question.id;
    groups.set(key, [...groups.get(key) ?? [], question]);
  }
  return [...groups.values()];
}
function inLanguage(group, language) {
  const first = group[0];
  return group.find((question) => question.language === language) ?? group.find((question) => question.language === "zh") ?? first;
}

// fake-api/services/os/ranking/index.ts
import { Router as Router33 } from "express";
function rankingRoutes(context) {
  const router = Router33();
  const state = () => context.store.state();
  const now = () => formatDateTime(context.settings.now());
  router.get("/page", (req, res) => {
    const { user } = sessionOf(res);
    const closed = (state().bills ?? []).map((bill) => bill.name).sort();
    const target = param(req, "month") || closed[closed.length - 1] || now().slice(0, 7);
    const ranking = rankingOf(state(), target, user.id);
    sendOk(res, { ...bladePage(ranking.records, req), month: target, mine: ranking.mine });
  });
  return router;
}

// fake-api/services/os/settlement/index.ts
import { Router as Router34 } from "express";
function settlementRoutes(context) {
  const router = Router34();
  const state = () => context.store.state();
  const month = () => formatDateTime(context.settings.now()).slice(0, 7);
  router.get("/balance", (_req, res) => {
    const { user } = sessionOf(res);
    const balance = balanceOf(state(), user.id);
    sendOk(res, {
      available: fenToYuan(balance.availableFen),
      onTheWay: fenToYuan(balance.onTheWayFen),
      depositHeld: fenToYuan(balance.depositHeldFen),
      minWithdrawal: fenToYuan(moneySettings(state()).minWithdrawalFen),
      monthWithdrawn: fenToYuan(withdrawnInMonth(state(), user.id, month())),
      currency: user.payment.currency,
      bankAccount: maskAccount(user.payment.accountNumber),
      hasPayment: user.payment.accountNumber !== ""
    });
  });
  return router;
}

// fake-api/services/os/ticket/index.ts
import { Router as Router35 } from "express";

// fake-api/tickets/ticketNews.ts
function ticketNews(state, user, times) {
  const tickets = (state.tickets ?? []).filter((ticket) => ticket.tenantId === user.tenantId);
  const staff = isStaff2(user);
  const waiting = tickets.filter(
    (ticket) => staff ? !ticket.staffRead : ticket.userId === user.id && !ticket.ownerRead
  );
  const waitingIds = new Set(waiting.map((ticket) => ticket.id));
  const replies = (state.ticketReplies ?? []).filter(
    (reply) => waitingIds.has(reply.ticketId) && reply.fromStaff !== staff && reply.seq > times
  );
  const created = staff ? waiting.filter((ticket) => ticket.seq > times).length : 0;
  const seqs = [...state.tickets ?? [], ...state.ticketReplies ?? []].map((item) => item.seq);
  return { newsCount: replies.length + created, times: Math.max(0, ...seqs) };
}

// fake-api/messages/ticketMessages.ts
var TICKET_MESSAGES = {
  notFound: "\u5DE5\u5355\u4E0D\u5B58\u5728",
  subjectRequired: "\u8BF7\u8F93\u5165\u6807\u9898!",
  contentRequired: "\u8BF7\u8F93\u5165\u5185\u5BB9!",
  badCategory: `\u95EE\u9898\u5206\u7C7B\u53EA\u80FD\u662F${TICKET_PROBLEM_CATEGORY}`,
  badAttachments: "\u9644\u4EF6\u683C\u5F0F\u9519\u8BEF",
  closed: "\u5DE5\u5355\u5DF2\u5173\u95ED\uFF0C\u65E0\u6CD5\u56DE\u590D",
  badStatus: "\u5DE5\u5355\u72B6\u6001\u4E0D\u6B63\u786E",
  illegalMove: "\u5F53\u524D\u72B6\u6001\u4E0D\u5141\u8BB8\u6B64\u64CD\u4F5C"
};

// fake-api/services/os/ticket/index.ts
function ticketRoutes(context) {
  const router = Router35();
  const state = () => context.store.state();
  const now = () => formatDateTime(context.settings.now());
  router.get("/myList", (req, res) => {
    const { user } = sessionOf(res);
    const subject = param(req, "subject").toLowerCase();
    const [status, readStatus, account] = ["status", "readStatus", "account"].map(
      (name) => param(req, name)
    );
    const records = (state().tickets ?? []).filter((ticket) => visibleTicket(state(), user, ticket.id)).map((ticket) => ticketView(state(), ticket, user)).filter((ticket) => !subject || ticket.subject.toLowerCase().includes(subject)).filter((ticket) => !status || ticket.status === status).filter((ticket) => !readStatus || ticket.readStatus === readStatus).filter((ticket) => !account || ticket.account.includes(account)).sort((a, b) => b.updateTime.localeCompare(a.updateTime) || b.id.localeCompare(a.id));
    sendOk(res, bladePage(records, req));
  });
  router.post("/create", (req, res) => {
    const { user } = sessionOf(res);
    const body = bodyOf2(req);
    const subject = typeof body.subject === "string" ? body.subject.trim() : "";
    const content = typeof body.content === "string" ? body.content : "";
    const category = body.problemCategory ?? TICKET_PROBLEM_CATEGORY;
    const attachList = parseAttachList(body.attachList);
    if (!subject) return sendFailure(res, 400, TICKET_MESSAGES.subjectRequired);
    if (!hasContent(content)) return sendFailure(res, 400, TICKET_MESSAGES.contentRequired);
    const texts = [
      ["ticketSubject", subject],
      ["ticketContent", content]
    ];
    if (refuseTooLong(req, res, texts)) return;
    if (category !== TICKET_PROBLEM_CATEGORY) {
      return sendFailure(res, 400, TICKET_MESSAGES.badCategory);
    }
    if (!attachList) return sendFailure(res, 400, TICKET_MESSAGES.badAttachments);
    const time = now();
    const ticket = {
      id: context.newId(),
      tenantId: user.tenantId,
      userId: user.id,
      subject,
      content,
      problemCategory: TICKET_PROBLEM_CATEGORY,
      attachList,
      status: "0",
      ownerRead: true,
      staffRead: false,
      seq: nextSeq(state()),
      createTime: time,
      updateTime: time
    };
    state().tickets = [...state().tickets ?? [], ticket];
    sendOk(res, ticketView(state(), ticket, user));
  });
  router.get("/refreshCount", (req, res) => {
    const times = Number(param(req, "times"));
    sendOk(res, ticketNews(state(), sessionOf(res).user, Number.isFinite(times) ? times : 0));
  });
  router.get("/:id/detail", (req, res) => {
    const { user } = sessionOf(res);
    const ticket = visibleTicket(state(), user, req.params.id);
    if (!ticket) return sendFailure(res, 404, TICKET_MESSAGES.notFound);
    sendOk(res, ticketView(state(), ticket, user));
  });
  router.get("/:id/replys", (req, res) => {
    const ticket = visibleTicket(state(), sessionOf(res).user, req.params.id);
    if (!ticket) return sendFailure(res, 404, TICKET_MESSAGES.notFound);
    const replies = (state().ticketReplies ?? []).filter((reply) => reply.ticketId === ticket.id).sort((a, b) => a.seq - b.seq).map((reply) => replyView(state(), reply));
    sendOk(res, replies);
  });
  router.post("/:id/reply", (req, res) => {
    const { user } = sessionOf(res);
    const ticket = visibleTicket(state(), user, req.params.id);
    if (!ticket) return sendFailure(res, 404, TICKET_MESSAGES.notFound);
    const body = bodyOf2(req);
    const content = typeof body.content === "string" ? body.content : "";
    const attachList = parseAttachList(body.attachList);
    if (!hasContent(content)) return sendFailure(res, 400, TICKET_MESSAGES.contentRequired);
    if (refuseTooLong(req, res, [["ticketReply", content]])) return;
    if (!attachList) return sendFailure(res, 400, TICKET_MESSAGES.badAttachments);
    const byStaff = ticket.userId !== user.id;
    const status = statusAfterReply(ticket.status, byStaff);
    if (!status) return sendFailure(res, 400, TICKET_MESSAGES.closed);
    const reply = {
      id: context.newId(),
      ticketId: ticket.id,
      userId: user.id,
      fromStaff: byStaff,
      content,
      attachList,
      seq: nextSeq(state()),
      createTime: now()
    };
    state().ticketReplies = [...state().ticketReplies ?? [], reply];
    Object.assign(ticket, { status, updateTime: reply.createTime });
    if (byStaff) Object.assign(ticket, { ownerRead: false, staffRead: true });
    else Object.assign(ticket, { ownerRead: true, staffRead: false });
    sendOk(res, replyView(state(), reply));
  });
  router.post("/:id/read", (req, res) => {
    const { user } = sessionOf(res);
    const ticket = visibleTicket(state(), user, req.params.id);
    if (!ticket) return sendFailure(res, 404, TICKET_MESSAGES.notFound);
    if (!isReadBy(ticket, user)) {
      if (ticket.userId === user.id) ticket.ownerRead = true;
      else ticket.staffRead = true;
    }
    sendOk(res, null);
  });
  router.post("/:id/status", (req, res) => {
    const { user } = sessionOf(res);
    if (!isStaff2(user)) return sendFailure(res, 403, MESSAGES.forbidden);
    const ticket = visibleTicket(state(), user, req.params.id);
    if (!ticket) return sendFailure(res, 404, TICKET_MESSAGES.notFound);
    const status = param(req, "status");
    if (!status) return sendFailure(res, 400, missingParameter("status"));
    if (!isTicketStatus(status)) return sendFailure(res, 400, TICKET_MESSAGES.badStatus);
    if (!canMoveTicket(ticket.status, status)) {
      return sendFailure(res, 400, TICKET_MESSAGES.illegalMove);
    }
    Object.assign(ticket, { status, updateTime: now() });
    sendOk(res, ticketView(state(), ticket, user));
  });
  return router;
}
function bodyOf2(req) {
  const body = req.body;
  return typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
}

// fake-api/services/os/user/index.ts
import { Router as Router39 } from "express";

// fake-api/services/os/user/detail.ts
import { Router as Router36 } from "express";

// fake-api/views/userDetail.ts
function userDetail(state, user) {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    realName: user.realName,
    nickName: user.name,
    avatar: user.avatar,
    mobile: user.phone,
    email: user.email,
    isCompanyMember: user.isCompanyMember,
    roleAlias: user.roleAlias,
    level: user.level,
    points: user.points,
    contractStatus: user.contractStatus,
    trackNum: user.trackNum,
    mainAccountId: user.mainAccountId,
    certifications: user.certifications,
    payment: user.payment,
    invitedCount: state.users.filter((other) => other.invitedBy === user.id).length,
    profile: user.profile ?? { country: "", timeZone: "", designSoftware: "", indications: "" },
    inviteCode: inviteCodeOf(user),
    createTime: user.createTime
  };
}

// fake-api/services/os/user/detail.ts
function userDetailRoutes(context) {
  const router = Router36();
  router.get("/detail", (_req, res) => {
    sendOk(res, userDetail(context.store.state(), sessionOf(res).user));
  });
  return router;
}

// fake-api/services/os/user/profile.ts
import { Router as Router37 } from "express";

// fake-api/profile/accountChanges.ts
function recordAccountChange(context, userId, kind) {
  const state = context.store.state();
  state.accountChanges = [
    ...state.accountChanges ?? [],
    { id: context.newId(), userId, kind, time: formatDateTime(context.settings.now()) }
  ];
}

// fake-api/messages/profileMessages.ts
var PROFILE_MESSAGES = {
  \u6635\u79F0\u4E0D\u80FD\u4E3A\u7A7A: { en: "The nick name is required", tr: "Takma ad zorunludur" },
  \u539F\u5BC6\u7801\u4E0D\u6B63\u786E: { en: "The old password is incorrect", tr: "Eski \u015Fifre hatal\u0131" },
  \u65B0\u5BC6\u7801\u4E0D\u7B26\u5408\u89C4\u5219: {
    en: "The new password does not meet the rules",
    tr: "Yeni \u015Fifre kurallara uymuyor"
  },
  \u4E24\u6B21\u5BC6\u7801\u8F93\u5165\u4E0D\u4E00\u81F4: { en: "The two passwords do not match", tr: "\u0130ki \u015Fifre e\u015Fle\u015Fmiyor" },
  \u9A8C\u8BC1\u7801\u4E0D\u6B63\u786E: { en: "Incorrect verification code", tr: "Do\u011Frulama kodu hatal\u0131" },
  \u8BF7\u5148\u9A8C\u8BC1\u539F\u624B\u673A\u53F7: {
    en: "Verify your current phone number first",
    tr: "\xD6nce mevcut telefon numaran\u0131z\u0131 do\u011Frulay\u0131n"
  },
  \u8BE5\u624B\u673A\u53F7\u5DF2\u88AB\u4F7F\u7528: {
    en: "This phone number is already in use",
    tr: "Bu telefon numaras\u0131 zaten kullan\u0131l\u0131yor"
  },
  \u624B\u673A\u53F7\u683C\u5F0F\u4E0D\u6B63\u786E: { en: "Invalid phone number", tr: "Ge\xE7ersiz telefon numaras\u0131" },
  "\u5934\u50CF\u53EA\u80FD\u662Fpng\u3001jpeg\u6216webp\u56FE\u7247": {
    en: "The avatar must be a PNG, JPEG or WebP image",
    tr: "Profil resmi PNG, JPEG veya WebP olmal\u0131d\u0131r"
  },
  \u5934\u50CF\u4E0D\u80FD\u8D85\u8FC72MB: { en: "The avatar may not exceed 2 MB", tr: "Profil resmi 2 MB\u2019\u0131 a\u015Famaz" },
  \u6536\u6B3E\u4FE1\u606F\u4E0D\u5B8C\u6574\u6216\u6709\u8BEF: {
    en: "The payment information is incomplete or invalid",
    tr: "\xD6deme bilgileri eksik veya hatal\u0131"
  }
};
function profileMessage(req, message) {
  const texts = PROFILE_MESSAGES[message];
  const language = languageParam(req);
  return (language && texts[language]) ?? message;
}

// src/domain/accountRules.ts
var MOBILE = /^1[3-9]\d{9}$/;
function checkPhone(value) {
  if (value.trim() === "") return "app.validation.phone_empty";
  if (!/^\d+$/.test(value)) return "app.validation.phone_format";
  if (value.length !== 11) return "app.validation.phone_length";
  return MOBILE.test(value) ? void 0 : "app.validation.phone_format";
}

// src/domain/payment.ts
import { countrySpecs, electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
var PAYMENT_TEXTS = [
  "accountName",
  "bankName",
  "branch",
  "bankAddress",
  "payeeAddress"
];
var KEY2 = "app.profile.payment.validation";
function checkSwift(value) {
  const bic = value.trim().toUpperCase();
  if (bic === "") return `${KEY2}.swift_required`;
  return /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic) && isValidBIC(bic) ? void 0 : `${KEY2}.swift_format`;
}
function usesIban(country) {
  return countrySpecs[country.toUpperCase()]?.chars !== void 0;
}
function checkIban(value) {
  const iban = electronicFormatIBAN(value) ?? "";
  return iban !== "" && isValidIBAN(iban) ? void 0 : `${KEY2}.iban_format`;
}
function checkAccountNumber(value, currency, country) {
  const number = value.replace(/\s/g, "");
  if (number === "") return `${KEY2}.account_required`;
  if (currency === "RMB") return /^\d{8,30}$/.test(number) ? void 0 : `${KEY2}.account_digits`;
  if (usesIban(country)) return checkIban(number);
  return /^[A-Za-z0-9]{4,34}$/.test(number) ? void 0 : `${KEY2}.account_format`;
}
function checkJointBankNumber(value) {
  if (value.trim() === "") return `${KEY2}.joint_required`;
  return /^\d{12}$/.test(value.trim()) ? void 0 : `${KEY2}.joint_format`;
}
function checkPayment(values) {
  const errors = {};
  const required = (field) => {
    if (values[field].trim() === "") errors[field] = `${KEY2}.required`;
  };
  ["country", "accountName", "bankName"].forEach(required);
  const account = checkAccountNumber(values.accountNumber, values.currency, values.country);
  if (account) errors.accountNumber = account;
  if (values.currency === "RMB") {
    if (values.country.toUpperCase() !== "CN") errors.country = `${KEY2}.rmb_mainland`;
    required("branch");
    const joint = checkJointBankNumber(values.jointBankNumber);
    if (joint) errors.jointBankNumber = joint;
  } else {
    const swift = checkSwift(values.swiftCode);
    if (swift) errors.swiftCode = swift;
    required("bankAddress");
    required("payeeAddress");
  }
  return errors;
}

// fake-api/services/os/user/profile.ts
var PROFILE_TEXTS = ["country", "timeZone", "designSoftware", "indications"];
var AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"];
var AVATAR_MAX_BYTES = 2 * 1024 * 1024;
var PHONE_STEP_MS = 10 * 6e4;
var DEMO_PHONE_PREFIX = "199000";
function profileRoutes(context) {
  const router = Router37();
  const firstStep = /* @__PURE__ */ new Map();
  const now = () => context.settings.now();
  router.put("/info", (req, res) => {
    const user = sessionOf(res).user;
    const name = param(req, "name").trim();
    if (!name) return sendFailure(res, 400, profileMessage(req, "\u6635\u79F0\u4E0D\u80FD\u4E3A\u7A7A"));
    const texts = [
      ["nickName", name],
      ["realName", param(req, "realName").trim()],
      ["email", param(req, "email").trim()],
      ...PROFILE_TEXTS.map((key) => ["profileText", param(req, key)])
    ];
    if (refuseTooLong(req, res, texts)) return;
    user.name = name;
    user.realName = param(req, "realName").trim();
    user.email = param(req, "email").trim();
    user.profile = {
      country: param(req, "country"),
      timeZone: param(req, "timeZone"),
      designSoftware: param(req, "designSoftware"),
      indications: param(req, "indications")
    };
    recordAccountChange(context, user.id, "info");
    sendOk(res, null);
  });
  router.put("/avatar", (req, res) => {
    const match = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/=]+)$/.exec(param(req, "avatar"));
    if (!match || !AVATAR_TYPES.includes(match[1] ?? "")) {
      return sendFailure(res, 400, profileMessage(req, "\u5934\u50CF\u53EA\u80FD\u662Fpng\u3001jpeg\u6216webp\u56FE\u7247"));
    }
    if (Buffer.from(match[2] ?? "", "base64").length > AVATAR_MAX_BYTES) {
      return sendFailure(res, 400, profileMessage(req, "\u5934\u50CF\u4E0D\u80FD\u8D85\u8FC72MB"));
    }
    const user = sessionOf(res).user;
    user.avatar = match[0];
    recordAccountChange(context, user.id, "avatar");
    sendOk(res, { avatar: user.avatar });
  });
  router.post("/phone/captcha", (req, res) => {
    const user = sessionOf(res).user;
    const phone = param(req, "phone").trim();
    if (!phone) return sendCode(req, res, user.phone, true);
    if (!verifiedFirst(user.id))
      return sendFailure(res, 400, profileMessage(req, "\u8BF7\u5148\u9A8C\u8BC1\u539F\u624B\u673A\u53F7"));
    if (!newPhoneAllowed(req, res, phone)) return;
    const seeded = isSeededContact(phone) || phone.startsWith(DEMO_PHONE_PREFIX);
    sendCode(req, res, phone, seeded);
  });
  router.put("/phone/checkFirst", (req, res) => {
    const user = sessionOf(res).user;
    if (!context.codes.check(param(req, "ukey"), user.phone, param(req, "vfCode"), true)) {
      return sendFailure(res, 400, profileMessage(req, "\u9A8C\u8BC1\u7801\u4E0D\u6B63\u786E"));
    }
    firstStep.set(user.id, now());
    sendOk(res, null);
  });
  router.put("/phone/checkSecond", (req, res) => {
    const user = sessionOf(res).user;
    const phone = param(req, "phone").trim();
    if (!verifiedFirst(user.id))
      return sendFailure(res, 400, profileMessage(req, "\u8BF7\u5148\u9A8C\u8BC1\u539F\u624B\u673A\u53F7"));
    if (!newPhoneAllowed(req, res, phone)) return;
    if (!context.codes.check(param(req, "ukey"), phone, param(req, "vfCode"), true)) {
      return sendFailure(res, 400, profileMessage(req, "\u9A8C\u8BC1\u7801\u4E0D\u6B63\u786E"));
    }
    firstStep.delete(user.id);
    user.phone = phone;
    recordAccountChange(context, user.id, "phone");
    sendOk(res, { mobile: phone });
  });
  router.put("/password", (req, res) => {
    const session = sessionOf(res);
    const [oldPassword, newPassword, confirm] = ["oldPassword", "newPassword", "newPassword1"].map(
      (name) => param(req, name).toLowerCase()
    );
    if (!/^[0-9a-f]{32}$/.test(newPassword ?? "")) {
      return sendFailure(res, 400, profileMessage(req, "\u65B0\u5BC6\u7801\u4E0D\u7B26\u5408\u89C4\u5219"));
    }
    if (newPassword !== confirm)
      return sendFailure(res, 400, profileMessage(req, "\u4E24\u6B21\u5BC6\u7801\u8F93\u5165\u4E0D\u4E00\u81F4"));
    if (oldPassword !== session.user.password) {
      return sendFailure(res, 400, profileMessage(req, "\u539F\u5BC6\u7801\u4E0D\u6B63\u786E"));
    }
    session.user.password = newPassword ?? "";
    session.user.weakPassword = false;
    context.tokens.revoke(session.token);
    recordAccountChange(context, session.user.id, "password");
    sendOk(res, null);
  });
  router.put("/payment", (req, res) => {
    const user = sessionOf(res).user;
    const values = paymentOf(req, user.payment.accountNumber);
    const texts = PAYMENT_TEXTS.map((field) => [field, values[field]]);
    if (refuseTooLong(req, res, texts)) return;
    if (Object.keys(checkPayment(values)).length > 0) {
      return sendFailure(res, 400, profileMessage(req, "\u6536\u6B3E\u4FE1\u606F\u4E0D\u5B8C\u6574\u6216\u6709\u8BEF"));
    }
    user.payment = values;
    recordAccountChange(context, user.id, "payment");
    sendOk(res, null);
  });
  router.get("/invited/page", (req, res) => {
    sendOk(res, bladePage(invitedRows(context.store.state(), sessionOf(res).user), req));
  });
  router.get("/invited/summary", (_req, res) => {
    const month = formatDateTime(now()).slice(0, 7);
    sendOk(res, referralSummary(context.store.state(), sessionOf(res).user, month));
  });
  return router;
  function sendCode(req, res, phone, seeded) {
    const issued = context.codes.issue(phone, seeded);
    if ("refused" in issued) {
      return sendFailure(res, 400, codeRefusalMessage(issued.refused, languageParam(req)));
    }
    sendOk(res, issued);
  }
  function verifiedFirst(userId) {
    const at = firstStep.get(userId);
    return at !== void 0 && now() - at < PHONE_STEP_MS;
  }
  function newPhoneAllowed(req, res, phone) {
    if (checkPhone(phone)) {
      sendFailure(res, 400, profileMessage(req, "\u624B\u673A\u53F7\u683C\u5F0F\u4E0D\u6B63\u786E"));
      return false;
    }
    if (context.store.state().users.some((other) => other.phone === phone)) {
      sendFailure(res, 400, profileMessage(req, "\u8BE5\u624B\u673A\u53F7\u5DF2\u88AB\u4F7F\u7528"));
      return false;
    }
    return true;
  }
}
function paymentOf(req, savedNumber) {
  const text = (name) => param(req, name).trim();
  return {
    currency: text("currency") === "USD" ? "USD" : "RMB",
    country: text("country").toUpperCase(),
    bankName: text("bankName"),
    branch: text("branch"),
    accountName: text("accountName"),
    accountNumber: text("accountNumber").replace(/\s/g, "") || savedNumber,
    jointBankNumber: text("jointBankNumber"),
    bankCode: text("bankCode"),
    bankAddress: text("bankAddress"),
    payeeAddress: text("payeeAddress"),
    swiftCode: text("swiftCode").toUpperCase()
  };
}

// fake-api/services/os/user/trackNum.ts
import { Router as Router38 } from "express";
function trackNumRoutes(context) {
  const router = Router38();
  const state = () => context.store.state();
  const mode = context.settings.contractSigning;
  const now = () => formatDateTime(context.settings.now());
  router.get("/addTrackNum", (req, res) => {
    const { user } = sessionOf(res);
    if (mode !== "paper") return refuse(res, "paperNotAllowed");
    const identity = identityOf(req, res);
    if (!identity) return;
    const trackNum = param(req, "trackNum").trim();
    if (!isValidTrackingNumber(trackNum)) return refuse(res, "trackNumInvalid");
    const contract = movableContract(state(), user, res, "mail");
    if (!contract) return;
    Object.assign(contract, identity, { trackNum, submitTime: now(), reason: "" });
    settleContract(user, contract, "1");
    sendOk(res, viewOf(state(), user, mode, languageParam(req) ?? sessionOf(res).token.language));
  });
  return router;
}

// fake-api/services/os/user/index.ts
function osUserService(context) {
  return Router39().use(trackNumRoutes(context), userDetailRoutes(context), profileRoutes(context));
}

// fake-api/services/os/withdrawal/index.ts
import { Router as Router42 } from "express";

// fake-api/services/os/withdrawal/review.ts
import { Router as Router40 } from "express";
function withdrawalReviewRoutes(context) {
  const router = Router40();
  const state = () => context.store.state();
  router.post("/:id/approve", requireStaff, (req, res) => {
    const reference = String(bodyOf(req).paymentReference ?? "").trim();
    decide(
      req,
      res,
      () => reference ? { status: "1", paymentReference: reference } : MONEY_MESSAGES.referenceRequired
    );
  });
  router.post("/:id/reject", requireStaff, (req, res) => {
    const body = bodyOf(req);
    const reason = readReason(
      "withdrawalRefusal",
      String(body.reasonCode ?? ""),
      String(body.reason ?? "")
    );
    decide(
      req,
      res,
      () => reason === "invalid" ? MONEY_MESSAGES.refusalReasonCode : typeof reason === "string" ? MONEY_MESSAGES.reasonRequired : { status: "2", reasonCode: reason.code, reason: reason.text }
    );
  });
  function decide(req, res, change) {
    const withdrawal = (state().withdrawals ?? []).find((w) => w.id === req.params.id);
    if (!withdrawal)
      return sendFailure(res, 404, moneyMessage(req, MONEY_MESSAGES.withdrawalNotFound));
    const requestKey = req.get("Idempotency-Key") ?? "";
    if (requestKey && withdrawal.decisionKey === requestKey) {
      return sendOk(res, withdrawalView(withdrawal, state().users));
    }
    if (withdrawal.status !== "0")
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.notPending));
    const patch = change();
    if (typeof patch === "string") return sendFailure(res, 400, moneyMessage(req, patch));
    const texts = [
      ["paymentReference", patch.paymentReference],
      ["reason", patch.reason]
    ];
    if (refuseTooLong(req, res, texts)) return;
    Object.assign(withdrawal, patch, {
      decisionKey: requestKey,
      updateTime: formatDateTime(context.settings.now())
    });
    const type = patch.status === "1" ? "withdrawalPaid" : "withdrawalRefused";
    emitNotification(context, withdrawal.userId, type, withdrawal.id, {
      withdrawalNo: withdrawal.withdrawalNo,
      amountFen: String(withdrawal.amountFen)
    });
    sendOk(res, withdrawalView(withdrawal, state().users));
  }
  return router;
}

// fake-api/services/os/withdrawal/withdrawals.ts
import { Router as Router41 } from "express";
function withdrawalRoutes(context) {
  const router = Router41();
  const state = () => context.store.state();
  const now = () => formatDateTime(context.settings.now());
  const month = () => now().slice(0, 7);
  const staff = (res) => isStaff(sessionOf(res).user.roleAlias);
  router.get("/page", (req, res) => {
    const { user } = sessionOf(res);
    const [status, account] = [param(req, "status"), param(req, "account")];
    const records = (state().withdrawals ?? []).filter((w) => staff(res) ? true : w.userId === user.id).map((w) => withdrawalView(w, state().users)).filter((w) => !status || w.status === status).filter((w) => !account || w.account.includes(account)).sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id.localeCompare(a.id));
    sendOk(res, bladePage(records, req));
  });
  router.get("/preview", (req, res) => {
    const { user } = sessionOf(res);
    const amountFen = parseYuan(param(req, "amount"));
    if (amountFen === void 0 || amountFen <= 0) {
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.invalidAmount));
    }
    sendOk(res, previewWithdrawal(state(), user, month(), amountFen));
  });
  router.post("/submit", (req, res) => {
    const { user } = sessionOf(res);
    const requestKey = req.get("Idempotency-Key") ?? "";
    const withdrawals = state().withdrawals ?? [];
    const repeated = requestKey ? withdrawals.find((w) => w.userId === user.id && w.requestKey === requestKey) : void 0;
    if (repeated) return sendOk(res, withdrawalView(repeated, state().users));
    if (!user.payment.accountNumber)
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES.noPayment));
    const amountFen = parseYuan(String(bodyOf(req).amount ?? ""));
    const refusal = checkWithdrawal(amountFen, {
      minimumFen: moneySettings(state()).minWithdrawalFen,
      availableFen: balanceOf(state(), user.id).availableFen
    });
    if (refusal || amountFen === void 0) {
      return sendFailure(res, 400, moneyMessage(req, MONEY_MESSAGES[refusalMessage(refusal)]));
    }
    const preview = previewWithdrawal(state(), user, month(), amountFen);
    const time = now();
    const id = context.newId();
    const record = {
      id,
      userId: user.id,
      withdrawalNo: `TX${id.slice(-10)}`,
      month: month(),
      accountNumber: user.payment.accountNumber,
      amountFen,
      taxFen: Math.round(preview.tax * 100),
      currency: user.payment.currency,
      status: "0",
      reasonCode: "",
      reason: "",
      paymentReference: "",
      requestKey,
      createTime: time,
      updateTime: time
    };
    state().withdrawals = [...withdrawals, record];
    sendOk(res, withdrawalView(record, state().users));
  });
  return router;
}
function refusalMessage(refusal) {
  if (refusal === "app.money.validation.belowMinimum") return "belowMinimum";
  if (refusal === "app.money.validation.aboveBalance") return "aboveBalance";
  return "invalidAmount";
}

// fake-api/services/os/withdrawal/index.ts
function withdrawalService(context) {
  return Router42().use(withdrawalRoutes(context), withdrawalReviewRoutes(context));
}

// fake-api/services/index.ts
var SERVICES = [
  { prefix: "/api/blade-auth", routes: authRoutes },
  { prefix: "/api/blade-system", routes: systemRoutes },
  { prefix: "/api/blade-log", routes: logRoutes },
  { prefix: "/api/blade-resource", routes: fileRoutes },
  { prefix: "/api/blade-user", routes: bladeUserService },
  { prefix: "/api/os/ticket", routes: ticketRoutes },
  { prefix: "/api/os/question", routes: questionRoutes },
  { prefix: "/api/os/settlement", routes: settlementRoutes },
  { prefix: "/api/os/withdrawal", routes: withdrawalService },
  { prefix: "/api/os/bill", routes: billRoutes },
  { prefix: "/api/os/price", routes: priceRoutes },
  { prefix: "/api/os/ranking", routes: rankingRoutes },
  { prefix: "/api/os/certification", routes: certificationRoutes },
  { prefix: "/api/os/contract", routes: contractRoutes },
  { prefix: "/api/os/user", routes: osUserService },
  { prefix: "/api/os/designTask", routes: designTaskService },
  { prefix: "/api/os/points", routes: pointsRoutes },
  { prefix: "/api/os/dashboard", routes: dashboardRoutes },
  { prefix: "/api/os/notice", routes: noticeRoutes },
  { prefix: "/api/os/message", routes: messageRoutes },
  { prefix: "/api/os/practice", routes: () => practiceRoutes() },
  { prefix: "/api/order/companyDesigner/deduction", routes: deductionRoutes },
  { prefix: "/api/cl-order", routes: clOrderService },
  { prefix: "/api/cl_dispatch", routes: dispatchRoutes },
  { prefix: "/api/cl_bank_inter_number", routes: () => bankBranchRoutes() }
];

// fake-api/settings.ts
import { fileURLToPath } from "node:url";
var DEFAULT_DATA_FILE = fileURLToPath(new URL("./data/db.json", import.meta.url));
function resolveSettings(options) {
  return {
    dataFile: options.dataFile === void 0 ? DEFAULT_DATA_FILE : options.dataFile,
    accessTtlSeconds: options.accessTtlSeconds ?? 3600,
    refreshTtlSeconds: options.refreshTtlSeconds ?? 604800,
    latencyMs: options.latencyMs ?? 0,
    failRate: options.failRate ?? 0,
    failSeed: options.failSeed ?? 20261101,
    failNext: options.failNext ?? "",
    requestLogFile: options.requestLogFile,
    control: options.control ?? false,
    now: options.now ?? Date.now,
    log: options.log ?? ((line2) => console.log(line2)),
    contractSigning: options.contractSigning ?? "online",
    lockoutSeconds: options.lockoutSeconds ?? 900,
    addressFailures: options.addressFailures ?? 20
  };
}
function optionsFromEnv(env = process.env) {
  const number = (name) => env[name] ? Number(env[name]) : void 0;
  return {
    dataFile: env.FAKE_API_DB || void 0,
    accessTtlSeconds: number("FAKE_API_ACCESS_TTL"),
    refreshTtlSeconds: number("FAKE_API_REFRESH_TTL"),
    latencyMs: number("FAKE_API_LATENCY_MS"),
    failRate: number("FAKE_API_FAIL_RATE"),
    failNext: env.FAKE_API_FAIL_NEXT,
    requestLogFile: env.FAKE_API_REQUEST_LOG || void 0,
    control: env.FAKE_API_CONTROL === "1",
    now: clockFrom(env.FAKE_API_NOW),
    contractSigning: env.FAKE_API_CONTRACT_SIGNING === "paper" ? "paper" : void 0,
    lockoutSeconds: number("FAKE_API_LOCKOUT_SECONDS"),
    addressFailures: number("FAKE_API_ADDRESS_FAILURES")
  };
}
function clockFrom(value) {
  if (!value) return void 0;
  const start = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (Number.isNaN(start)) throw new Error(`FAKE_API_NOW is not a time: ${value}`);
  const startedAt = Date.now();
  return () => start + (Date.now() - startedAt);
}

// fake-api/auth/socialCodes.ts
function createSocialCodeBook() {
  const consents = /* @__PURE__ */ new Map();
  return {
    issue(source, kind) {
      const code = randomHex(16);
      const state = randomHex(8);
      consents.set(code, { source, state, kind });
      return { code, state };
    },
    redeem(source, code, state) {
      const consent = consents.get(code);
      if (!consent || consent.source !== source || consent.state !== state) return void 0;
      consents.delete(code);
      return consent;
    }
  };
}

// fake-api/store/store.ts
import { existsSync, mkdirSync as mkdirSync2, readFileSync, writeFileSync } from "node:fs";
import { dirname as dirname2 } from "node:path";
function loadState(dataFile, given, now) {
  if (given) return given;
  if (dataFile && existsSync(dataFile)) {
    return JSON.parse(readFileSync(dataFile, "utf8"));
  }
  const seeded = createSeedState(now);
  if (dataFile) writeState(dataFile, seeded);
  return seeded;
}
function createStore(db, dataFile) {
  let written = dataFile ? serialize(db.getState()) : "";
  const commit = () => {
    if (!dataFile) return;
    const text = serialize(db.getState());
    if (text === written) return;
    writeText(dataFile, text);
    written = text;
  };
  return {
    state: () => db.getState(),
    commit,
    replace(state) {
      db.setState(state);
      commit();
    }
  };
}
function writeState(dataFile, state) {
  writeText(dataFile, serialize(state));
}
function serialize(state) {
  return `${JSON.stringify(state, null, 2)}
`;
}
function writeText(dataFile, text) {
  mkdirSync2(dirname2(dataFile), { recursive: true });
  writeFileSync(dataFile, text);
}

// fake-api/auth/tokens.ts
function createTokenService(store, settings, newId) {
  const { now } = settings;
  const tokens = () => store.state().tokens;
  return {
    issue(user, language, oauthId = "") {
      const issuedAt = now();
      const record = {
        id: newId(),
        accessToken: randomHex(24),
        refreshToken: randomHex(24),
        userId: user.id,
        oauthId,
        language,
        accessExpiresAt: issuedAt + settings.accessTtlSeconds * 1e3,
        refreshExpiresAt: issuedAt + settings.refreshTtlSeconds * 1e3,
        revoked: false,
        refreshRevoked: false,
        createTime: formatDateTime(issuedAt)
      };
      const state = store.state();
      state.tokens = tokens().filter((token) => token.refreshExpiresAt > issuedAt);
      state.tokens.push(record);
      user.lastLoginTime = record.createTime;
      return record;
    },
    findByAccessToken(accessToken) {
      return tokens().find(
        (token) => token.accessToken === accessToken && !token.revoked && token.accessExpiresAt > now()
      );
    },
    redeemRefreshToken(refreshToken) {
      const record = tokens().find(
        (token) => token.refreshToken === refreshToken && !token.revoked && !token.refreshRevoked && token.refreshExpiresAt > now()
      );
      if (!record) return void 0;
      record.refreshRevoked = true;
      return record;
    },
    revoke(record) {
      record.revoked = true;
      record.refreshRevoked = true;
    },
    expireAccessTokens() {
      const live = tokens().filter((token) => token.accessExpiresAt > now());
      for (const token of live) token.accessExpiresAt = now();
      return live.length;
    },
    revokeRefreshTokens(userId) {
      const live = tokens().filter(
        (token) => !token.refreshRevoked && (userId === void 0 || token.userId === userId)
      );
      for (const token of live) token.refreshRevoked = true;
      return live.length;
    }
  };
}

// fake-api/app.ts
function createFakeApi(options = {}) {
  const settings = resolveSettings(options);
  const clock = createOffsetClock(settings.now);
  settings.now = clock.now;
  const dbRouter = jsonServer.router(loadState(settings.dataFile, options.state, settings.now()));
  const store = createStore(dbRouter.db, settings.dataFile);
  const newId = createIdFactory(settings.now);
  const context = {
    store,
    settings,
    newId,
    tokens: createTokenService(store, settings, newId),
    codes: createCodeBook(settings.now, settings.log),
    captchas: createCaptchaBook(settings.now),
    signIns: createSignInGuard({
      lockoutMs: settings.lockoutSeconds * 1e3,
      addressFailures: settings.addressFailures,
      now: settings.now
    }),
    socialCodes: createSocialCodeBook(),
    files: createFileStore(options.storage),
    storage: options.storage
  };
  const faults = createFaultInjector(settings);
  const holds = createRequestHolds();
  const app2 = jsonServer.create();
  app2.use(jsonServer.bodyParser);
  app2.use(["/api", "/__fake", "/__db"], persistChanges(store));
  app2.use("/oss/demo", demoMeshRoutes());
  if (settings.requestLogFile) app2.use("/api", requestLog(settings.requestLogFile));
  app2.use("/api", faults.middleware);
  if (settings.control) {
    app2.use("/api", holds.middleware);
    const { tokens } = context;
    const control = { faults, holds, tokens, store, clock, storage: options.storage };
    app2.use("/__fake", controlRoutes(control));
  }
  app2.get("/api/blade-auth/oauth/render/:source", (req, res) => renderConsent(context, req, res));
  app2.get(`${OBJECT_PATH}/*`, serveObject(context));
  app2.use("/api", requireClient, requireToken(context));
  app2.use("/api", idempotentWrites({ now: settings.now }));
  for (const service of SERVICES) app2.use(service.prefix, service.routes(context));
  app2.use("/api", (_req, res) => sendFailure(res, 404, MESSAGES.notFound));
  if (settings.control) app2.use("/__db", dbRouter);
  else
    app2.use(
      ["/__db", "/__fake"],
      (_req, res) => void res.status(404).type("text").send("Not Found")
    );
  const servers = [];
  return {
    app: app2,
    db: dbRouter.db,
    async listen(port = 0, host) {
      const listening = await listenOn(app2, port, host);
      servers.push(listening.server);
      return listening;
    },
    async close() {
      await Promise.all(servers.splice(0).map(closeServer));
      store.commit();
    }
  };
}

// fake-api/storage/fromEnv.ts
import { dirname as dirname3, join as join2 } from "node:path";

// fake-api/cli/process.ts
import { fileURLToPath as fileURLToPath2 } from "node:url";
var REPO_ROOT = fileURLToPath2(new URL("../..", import.meta.url));
function portFrom(fallback, ...values) {
  const value = values.find((candidate) => candidate !== void 0 && candidate !== "");
  return value === void 0 ? fallback : Number(value);
}
function hostFrom(env = process.env, warn = console.warn) {
  const host = env.HOST?.trim() || DEFAULT_HOST;
  if (!isLoopback(host)) {
    warn(
      `[fake-api] WARNING: HOST=${host} makes this server reachable from other machines; it holds demo accounts with published passwords. Unset HOST to keep it on 127.0.0.1.`
    );
  }
  return host;
}
function onShutdown(cleanup) {
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    cleanup().then(
      () => process.exit(0),
      (error) => {
        console.error(`[fake-api] error while stopping on ${signal}:`, error);
        process.exit(1);
      }
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

// fake-api/storage/objectStorage.ts
import { existsSync as existsSync2, mkdirSync as mkdirSync3, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";
var DEFAULT_BUCKET = "design-files";
var STORAGE_REGION = "us-east-1";
var S3RVER_KEY = "S3RVER";
var CORS_CONFIG = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
async function startObjectStorage(options) {
  const bucket = options.bucket ?? DEFAULT_BUCKET;
  mkdirSync3(options.directory, { recursive: true });
  const server2 = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: bucket, configs: [CORS_CONFIG] }]
  });
  let partsToFail = 0;
  const delay = { count: 0, ms: 0 };
  const uploadsDir = join(options.directory, bucket, "._S3rver_uploads");
  server2.middleware.unshift(async (context, next) => {
    if (isAbortMultipart(context)) return abortMultipart(context, uploadsDir);
    if (!isUploadPart(context)) return next();
    if (partsToFail > 0) {
      partsToFail -= 1;
      return failPart(context);
    }
    if (delay.count > 0) {
      delay.count -= 1;
      await new Promise((resolve) => setTimeout(resolve, delay.ms));
    }
    if (!openUpload(uploadsDir, context.query.uploadId)) return noSuchUpload(context);
    await next();
  });
  const { port } = await server2.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: STORAGE_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY }
  });
  return {
    endpoint,
    bucket,
    region: STORAGE_REGION,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    objectUrl: (key) => `${endpoint}/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`,
    failNextParts(count) {
      partsToFail = Math.max(0, count);
    },
    pendingPartFailures: () => partsToFail,
    delayNextParts(count, ms) {
      delay.count = Math.max(0, count);
      delay.ms = Math.max(0, ms);
    },
    openMultipartUploads: () => existsSync2(uploadsDir) ? readdirSync(uploadsDir) : [],
    async putObject(key, { bytes, contentType, originalName }) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          Metadata: { "original-name": encodeURIComponent(originalName) }
        })
      );
    },
    async getObject(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = Buffer.from(await answer.Body?.transformToByteArray() ?? []);
        return {
          bytes,
          contentType: answer.ContentType ?? "application/octet-stream",
          originalName: decodeURIComponent(answer.Metadata?.["original-name"] ?? key)
        };
      } catch (error) {
        if (error instanceof Error && error.name === "NoSuchKey") return void 0;
        throw error;
      }
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close: async () => {
      client.destroy();
      await server2.close();
    }
  };
}
function isAbortMultipart(context) {
  return context.method === "DELETE" && "uploadId" in context.query;
}
function abortMultipart(context, uploadsDir) {
  const dir = openUpload(uploadsDir, context.query.uploadId);
  if (!dir) return noSuchUpload(context);
  if (context.get("origin")) context.set("Access-Control-Allow-Origin", "*");
  rmSync(dir, { recursive: true, force: true });
  context.status = 204;
}
function openUpload(uploadsDir, uploadId) {
  if (typeof uploadId !== "string" || !/^[\w-]+$/.test(uploadId)) return void 0;
  const dir = join(uploadsDir, uploadId);
  return existsSync2(join(dir, "key")) ? dir : void 0;
}
function noSuchUpload(context) {
  if (context.get("origin")) {
    context.set("Access-Control-Allow-Origin", "*");
    context.set("Access-Control-Expose-Headers", "ETag");
  }
  context.status = 404;
  context.set("Content-Type", "application/xml");
  context.body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
}
function isUploadPart(context) {
  return context.method === "PUT" && "partNumber" in context.query && "uploadId" in context.query;
}
function failPart(context) {
  const origin = context.get("origin");
  if (origin) {
    context.set("Access-Control-Allow-Origin", "*");
    context.set("Access-Control-Expose-Headers", "ETag");
  }
  context.status = 500;
  context.set("Content-Type", "application/xml");
  context.body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again. (simulated)</Message></Error>';
}

// fake-api/storage/fromEnv.ts
async function startStorageFromEnv(env = process.env) {
  const dataFile = env.FAKE_API_DB || DEFAULT_DATA_FILE;
  const storage2 = await startObjectStorage({
    port: portFrom(0, env.S3_PORT),
    directory: env.FAKE_S3_DIR || join2(dirname3(dataFile), "s3")
  });
  if (env.FAKE_S3_FAIL_PARTS) storage2.failNextParts(Number(env.FAKE_S3_FAIL_PARTS));
  return storage2;
}

// fake-api/cli/build.ts
import { spawn } from "node:child_process";
import {
  existsSync as existsSync3,
  mkdirSync as mkdirSync4,
  readdirSync as readdirSync2,
  readFileSync as readFileSync2,
  rmSync as rmSync2,
  statSync,
  writeFileSync as writeFileSync2
} from "node:fs";
import { dirname as dirname4, join as join3 } from "node:path";
var SOURCES = [
  "src",
  "resources",
  "dataProvider",
  "i18n",
  "index.html",
  "vite.config.ts",
  "package.json"
];
async function buildIfStale(root) {
  if (!isStale(root)) return;
  const release = await acquireLock(join3(root, "node_modules", ".cache", "fake-api-build.lock"));
  try {
    if (!isStale(root)) return;
    console.error("[fake-api] dist/ is missing or stale: running vite build");
    await runViteBuild(root);
  } finally {
    release();
  }
}
function isStale(root) {
  const builtAt = modifiedAt(join3(root, "dist", "index.html"));
  const newestSource = Math.max(0, ...SOURCES.map((source) => newestIn(join3(root, source))));
  return builtAt === void 0 || builtAt < newestSource;
}
async function acquireLock(lockDir) {
  mkdirSync4(dirname4(lockDir), { recursive: true });
  const ownerFile = join3(lockDir, "pid");
  for (; ; ) {
    try {
      mkdirSync4(lockDir);
      writeFileSync2(ownerFile, String(process.pid));
      return () => rmSync2(lockDir, { recursive: true, force: true });
    } catch {
      const lockedAt = modifiedAt(lockDir) ?? Date.now();
      const owner = existsSync3(ownerFile) ? Number(readFileSync2(ownerFile, "utf8")) : void 0;
      const abandoned = owner ? !isAlive(owner) : Date.now() - lockedAt > 1e4;
      if (abandoned) rmSync2(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
function modifiedAt(path) {
  return existsSync3(path) ? statSync(path).mtimeMs : void 0;
}
function newestIn(path) {
  if (!existsSync3(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync2(path).map((entry) => newestIn(join3(path, entry))));
}
function runViteBuild(root) {
  const viteBin = join3(root, "node_modules", "vite", "bin", "vite.js");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, "build"], {
      cwd: root,
      // A NODE_ENV inherited from the caller (vitest sets `test`) would make a bundle without
      // the production switches: no service worker, development React.
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", process.stderr, process.stderr]
    });
    child.once("error", reject);
    child.once(
      "exit",
      (code) => code === 0 ? resolve() : reject(new Error(`vite build failed with exit code ${code}`))
    );
  });
}

// fake-api/cli/servePortal.ts
import { join as join5 } from "node:path";
import compression from "compression";
import express2 from "express";

// fake-api/http/securityHeaders.ts
function contentSecurityPolicy(storageOrigin) {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${storageOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${storageOrigin} http: https:`,
    "worker-src 'self' blob:",
    "frame-src http: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'"
  ].join("; ");
}
function securityHeaders(storageOrigin) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(storageOrigin),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN"
  };
}

// fake-api/cli/compressedAssets.ts
import { existsSync as existsSync4, readFileSync as readFileSync3, statSync as statSync2 } from "node:fs";
import { extname, join as join4, normalize as normalize2, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
var COMPRESSIBLE = /* @__PURE__ */ new Set([".js", ".mjs", ".css", ".json", ".svg", ".map", ".wasm", ".txt"]);
var THRESHOLD_BYTES = 1024;
var COMPRESS = {
  // Quality 5: close to 11's size on JS at a fraction of the time, and done once per file.
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => gzipSync(bytes, { level: 9 })
};
function compressedAssets(assetsDir, cacheControl) {
  const cache = /* @__PURE__ */ new Map();
  const root = normalize2(assetsDir + sep);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = fileOf(assetsDir, req.path);
    if (!file?.startsWith(root) || !COMPRESSIBLE.has(extname(file))) return next();
    const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip");
    if (encoding !== "br" && encoding !== "gzip") return next();
    const key = `${encoding}:${file}`;
    let body = cache.get(key);
    if (body === void 0) {
      if (!existsSync4(file) || !statSync2(file).isFile()) return next();
      const bytes = readFileSync3(file);
      body = bytes.length < THRESHOLD_BYTES ? null : COMPRESS[encoding](bytes);
      cache.set(key, body);
    }
    if (body === null) return next();
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(extname(file));
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") return void res.end();
    res.end(body);
  };
}
function fileOf(dir, path) {
  try {
    return normalize2(join4(dir, decodeURIComponent(path)));
  } catch {
    return void 0;
  }
}

// fake-api/cli/servePortal.ts
var HASHED_ASSETS = "public, max-age=31536000, immutable";
var ENTRY_HTML = "no-cache";
function servePortal(app2, dist2) {
  app2.use("/assets", compressedAssets(join5(dist2, "assets"), HASHED_ASSETS));
  app2.use(
    express2.static(dist2, {
      index: false,
      setHeaders: (res, path) => {
        const isAsset = path.startsWith(join5(dist2, "assets"));
        res.setHeader("Cache-Control", isAsset ? HASHED_ASSETS : ENTRY_HTML);
      }
    })
  );
  app2.get("*", (req, res, next) => {
    if (req.path.startsWith("/api/") || req.path.startsWith("/assets/")) return next();
    res.setHeader("Cache-Control", ENTRY_HTML);
    res.sendFile(join5(dist2, "index.html"));
  });
}
function compressResponses(app2) {
  app2.use(compression());
}
function secureResponses(app2, storageOrigin) {
  const headers = Object.entries(securityHeaders(storageOrigin));
  app2.use((_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  });
}

// fake-api/cli/start.ts
await buildIfStale(REPO_ROOT);
var dist = process.env.PORTAL_DIST ?? join6(REPO_ROOT, "dist");
var storage = await startStorageFromEnv();
var api = createFakeApi({ ...optionsFromEnv(), storage });
var app = express3();
compressResponses(app);
secureResponses(app, storage.endpoint);
app.use(api.app);
servePortal(app, dist);
var { server, url } = await listenOn(app, portFrom(8080, process.env.PORT), hostFrom());
console.log(`object storage (s3rver) on ${storage.endpoint}`);
console.log(`listening on ${url}`);
onShutdown(async () => {
  await closeServer(server);
  await api.close();
  await storage.close();
});
