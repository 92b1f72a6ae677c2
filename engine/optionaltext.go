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

// ifUsingEverywhere marks every step that uses an optional part bought in, not only the
// one that cuts it: "cook the onion (if using) and the beef", "Top with the parsley (if
// using)". A cook who left it out is never told to cook it.
func (d *dish) ifUsingEverywhere() {
	var names []string
	for p := range d.eachPart {
		names = append(names, p.name())
	}
	for p := range d.eachPart {
		if !p.optional || p.fromPantry {
			continue
		}
		name := p.name()
		forms := [2]string{plural(name), name} // once a part, not once a step
		for i := range d.steps {
			d.steps[i].Text = markIfUsing(d.steps[i].Text, name, forms, names)
		}
	}
}

// markIfUsing puts "(if using)" after the first mention of name in a step whose clause
// does not already say so. A mention inside a longer food's name ("garlic" in "garlic
// powder", "onion" in "red onion") is another food.
func markIfUsing(text, name string, forms [2]string, names []string) string {
	at, end := mentionOfForms(text, name, forms, names)
	if at < 0 {
		return text
	}
	clause := len(text)
	if k := strings.IndexAny(text[end:], ";."); k >= 0 {
		clause = end + k
	}
	if strings.Contains(text[end:clause], "if using") {
		return text
	}
	return text[:end] + " (if using)" + text[end:]
}

// mentionOf finds name, or its plural, as words of text that are not part of a longer
// food of names; at is -1 when there is none.
func mentionOf(text, name string, names []string) (at, end int) {
	return mentionOfForms(text, name, [2]string{plural(name), name}, names)
}

// mentionOfForms is mentionOf given name's forms, its plural first.
func mentionOfForms(text, name string, forms [2]string, names []string) (at, end int) {
	for _, form := range forms {
		from := 0
		for {
			k := strings.Index(text[from:], form)
			if k < 0 {
				break
			}
			at, end = from+k, from+k+len(form)
			from = end
			if at > 0 && isWordByte(text[at-1]) || end < len(text) && isWordByte(text[end]) {
				continue
			}
			if inLongerName(text, at, name, names) {
				continue
			}
			return at, end
		}
	}
	return -1, -1
}

// inLongerName reports whether the mention of name at text[at:] is part of another,
// longer food of names written around it.
func inLongerName(text string, at int, name string, names []string) bool {
	for _, long := range names {
		if len(long) <= len(name) {
			continue
		}
		k := strings.Index(long, name)
		if k < 0 {
			continue
		}
		start := at - k
		if start >= 0 && strings.HasPrefix(text[start:], long) {
			return true
		}
	}
	return false
}
