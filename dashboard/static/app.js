// Larder dashboard: copy buttons and confirmation dialogs. Every page works without
// this script; it only adds conveniences.
"use strict";

document.addEventListener("click", async (e) => {
  const button = e.target.closest("button[data-copy]");
  if (!button) return;
  const source = document.getElementById(button.dataset.copy);
  const status = button.parentElement.querySelector("[role=status]");
  if (!source) return;
  const text = source.textContent.trim();
  let said = "Copied";
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard access: select the text so Ctrl+C copies it.
    const range = document.createRange();
    range.selectNodeContents(source);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    said = "Selected: press Ctrl+C to copy";
  }
  button.dataset.copied = text;
  if (status) {
    status.textContent = said;
    setTimeout(() => { status.textContent = ""; }, 3000);
  }
});

document.addEventListener("submit", (e) => {
  const message = e.target.dataset.confirm;
  if (message && !window.confirm(message)) e.preventDefault();
});

for (const button of document.querySelectorAll("button[data-copy]")) {
  button.hidden = false;
}
