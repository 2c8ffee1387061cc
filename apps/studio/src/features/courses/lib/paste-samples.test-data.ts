/**
 * Clipboard HTML in the form Google Docs and Word (desktop) put there when a few lines are copied:
 * Docs' `docs-internal-guid` wrapper with styled spans, Word's `Mso` classes, `mso-list` paragraphs
 * with their marker in `mso-list:Ignore`, `<o:p>` and conditional comments. Written after their
 * format, with fewer repeated inline styles, for the rich-text editor's paste tests.
 */

const docsSpan = (text: string, extra = 'font-weight:400;font-style:normal;') =>
  `<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;${extra}font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">${text}</span>`;

export const GOOGLE_DOCS_HTML =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f0c2a1e-7fff-3c1d-8a57-2be0f4c9d6a1">' +
  '<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;">' +
  '<span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;">Measures of centre</span></h2>' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">' +
  docsSpan('The ') +
  docsSpan('mean', 'font-weight:700;font-style:normal;') +
  docsSpan(' is the average; ') +
  docsSpan('see', 'font-weight:400;font-style:italic;') +
  docsSpan(' ') +
  '<a href="https://en.wikipedia.org/wiki/Mean" style="text-decoration:none;">' +
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;background-color:transparent;font-weight:400;font-style:normal;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;">Wikipedia</span></a>' +
  docsSpan('.') +
  '</p>' +
  '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">' +
  '<li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">' +
  docsSpan('Mean') +
  '</p></li>' +
  '<li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">' +
  docsSpan('Median', 'font-weight:700;font-style:normal;') +
  '</p></li></ul>' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">' +
  docsSpan(
    'Coloured and underlined',
    'font-weight:400;font-style:normal;color:#ff0000;text-decoration:underline;',
  ) +
  '</p>' +
  '<div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="100"></colgroup><tbody><tr style="height:0pt">' +
  '<td style="border-left:solid #000000 1pt;padding:5pt;"><p dir="ltr" style="line-height:1.2;margin-top:0pt;margin-bottom:0pt;">' +
  docsSpan('Cell') +
  '</p></td></tr></tbody></table></div>' +
  '<p dir="ltr"><span style="font-size:11pt;"><span style="border:none;display:inline-block;overflow:hidden;width:120px;height:80px;"><img src="https://lh7-rt.googleusercontent.com/docsz/AD_4nX.png" width="120" height="80" style="margin-left:0px;margin-top:0px;"></span></span></p>' +
  '</b><br class="Apple-interchange-newline">';

const wordBullet = (list: string, text: string, cls: string) =>
  `<p class=${cls} style='margin-left:36.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:${list} level1 lfo1'>` +
  `<![if !supportLists]><span lang=EN-US style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>` +
  `<span lang=EN-US>${text}<o:p></o:p></span></p>`;

const wordNumber = (list: string, n: number, text: string, cls: string) =>
  `<p class=${cls} style='margin-left:36.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:${list} level1 lfo2'>` +
  `<![if !supportLists]><span lang=EN-US><span style='mso-list:Ignore'>${n}.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>` +
  `<span lang=EN-US>${text}<o:p></o:p></span></p>`;

export const WORD_HTML =
  `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">` +
  `<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=ProgId content=Word.Document><meta name=Generator content="Microsoft Word 15">` +
  `<style><!-- p.MsoNormal, li.MsoNormal, div.MsoNormal {margin:0cm; font-size:12.0pt; font-family:"Calibri",sans-serif;} --></style></head>` +
  `<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'><!--StartFragment-->` +
  `<h2><span lang=EN-US>Measures of spread<o:p></o:p></span></h2>` +
  `<p class=MsoNormal><span lang=EN-US>The <b>range</b> is the largest value less the smallest; read <a href="https://example.com/spread">more about spread</a>.<o:p></o:p></span></p>` +
  wordBullet('l0', 'Range', 'MsoListParagraphCxSpFirst') +
  wordBullet('l0', '<b>Standard deviation</b>', 'MsoListParagraphCxSpLast') +
  wordNumber('l1', 1, 'Sort the values', 'MsoListParagraphCxSpFirst') +
  wordNumber('l1', 2, 'Take the middle one', 'MsoListParagraphCxSpLast') +
  `<p class=MsoNormal><span lang=EN-US style='color:red;font-family:"Comic Sans MS"'>Coloured <u>and underlined</u></span><span lang=EN-US><img width=120 height=80 src="file:///C:/Users/maya/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"><o:p></o:p></span></p>` +
  `<!--EndFragment--></body></html>`;
