package engine

import "strings"

// optionalMark ends the text of a line the cook may leave out.
const optionalMark = " (optional)"

// optionalText marks a line's text optional, once.
func optionalText(text string) string {
	if strings.HasSuffix(text, optionalMark) || strings.HasSuffix(text, ", optional") {
		return text
	}
	return text + optionalMark
}

// ifUsing writes the prep of an optional part as a cook who may leave it out reads it:
// "mince the garlic, if using". The first step that cuts it says so, once.
func (d *dish) ifUsing() {
	for p := range d.eachPart {
		if !p.optional || p.prep == "" {
			continue
		}
		task := prepTask(p.prep, p.name())
		for i := range d.steps {
			text := d.steps[i].Text
			at := strings.Index(text, task)
			if at < 0 {
				continue
			}
			end := at + len(task)
			if end < len(text) && text[end] != ';' && text[end] != '.' {
				continue // "dice the onion and the carrot": not a task of its own
			}
			d.steps[i].Text = text[:end] + ", if using" + text[end:]
			break
		}
	}
}
