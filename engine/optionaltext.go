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
		if !p.optional || p.fromPantry {
			continue // the cook's own coriander is chopped, not "if using"
		}
		if p.prep == "" {
			d.firstIfUsing(p.name())
			continue
		}
		task := p.task()
		for i := range d.steps {
			text := d.steps[i].Text
			at := strings.Index(text, task)
			if at < 0 {
				at = strings.Index(text, upperFirst(task)) // "Halve the garlic." heading its step
			}
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

// firstIfUsing marks the first "the <name>" of the steps "(if using)": an optional spice
// or garnish with nothing to cut is left out where the cook first meets it.
func (d *dish) firstIfUsing(name string) {
	the := "the " + name
	skip := rarestByte(the)
	for i := range d.steps {
		text := d.steps[i].Text
		from := 0
		for {
			at := indexRare(text[from:], the, skip)
			if at < 0 {
				break
			}
			at += from
			end := at + len(the)
			if (at == 0 || !isWordByte(text[at-1])) && (end == len(text) || !isWordByte(text[end])) {
				if strings.HasPrefix(text[end:], " (if using)") || strings.HasPrefix(text[end:], ", if using") {
					return
				}
				d.steps[i].Text = text[:end] + " (if using)" + text[end:]
				return
			}
			from = end
		}
	}
}
