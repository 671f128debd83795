/** Escapes text for HTML email bodies. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * A simple, widely supported email shell: table layout, inline styles, one column,
 * readable on phones. `bodyHtml` must already be escaped.
 */
export function emailLayout({
  title,
  preheader,
  bodyHtml,
  businessName,
}: {
  title: string;
  preheader: string;
  bodyHtml: string;
  businessName: string;
}): string {
  return `<!doctype html>
<html lang="en-NZ">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#eef7f7;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c2a33">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef7f7;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b5757;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold">${escapeHtml(businessName)}</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;background:#f6fafa;color:#4a5a66;font-size:13px">${escapeHtml(businessName)} · Auckland, New Zealand</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
