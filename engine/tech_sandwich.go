package engine

import (
	"fmt"
	"math"
	"strings"
)

// Sandwich techniques: the grilled sandwich (grilled cheese, tuna melt, panini) and
// things on toast (avocado toast, pan con tomate, bruschetta, beans or mushrooms on
// toast, a bagel with cream cheese).

func init() {
	registerOwn(
		&form{name: "grilled-sandwich", title: "Grilled Sandwich", minMinutes: 8, simple: true, fatFactor: 2.5, saltFactor: -1,
			method: "sear", equipment: []string{"large nonstick skillet with a lid", "spatula", "butter knife"},
			write: writeGrilledSandwich},
		&form{name: "toast", title: "Toast", minMinutes: 5, simple: true, vegGrams: 0, fatFactor: 1.2, saltFactor: 0.2,
			method: "sear", equipment: []string{"toaster or grill pan", "small bowl"}, write: writeToast},
	)
}

// spreads are the soft things spread on bread: mayonnaise, mustard, pesto, cream cheese.
func (d *dish) spreads() []*part {
	return d.where(func(p *part) bool {
		switch p.in.Name {
		case "mayonnaise", "dijon mustard", "yellow mustard", "english mustard", "pesto", "cream cheese", "ricotta", "hummus", "peanut butter",
			"almond butter", "jam", "mascarpone", "tahini", "thousand island dressing", "russian dressing", "brown sauce":
			return true
		}
		return false
	})
}

func writeGrilledSandwich(d *dish) {
	bread := d.starch
	n := d.req.Servings
	d.bySlices(bread, 2)
	main := d.protein
	var inside []*part
	cheese := d.cheeses()
	if main != nil && main.in.Category != "dairy" {
		// A tuna melt: the filling is mixed first.
		mix := append([]*part{main}, d.where(func(p *part) bool {
			return p.in.Name == "mayonnaise" || p.role == RoleVegetable || p.role == RoleAromatic || p.role == RoleAcid || p.in.Name == "pickles"
		})...)
		d.prepAny()
		d.step(2, "Mix the %s in a bowl, breaking the %s into flakes.", plurals(mix), main.name())
		inside = mix
	}
	spreads := d.where(func(p *part) bool { return contains(d.spreads(), p) && !contains(inside, p) })
	extras := d.where(func(p *part) bool {
		return !contains(inside, p) && !contains(spreads, p) && !contains(cheese, p) && p != bread && p != d.fat &&
			p.role != RoleSpice && p.role != RoleHerb && (p.in.Category == "meat" || p.in.Category == "produce" || p.in.Name == "kimchi" ||
			p.in.Name == "pickles" || p.in.Name == "sauerkraut")
	})
	for _, p := range extras {
		switch p.in.Name {
		case "ham", "prosciutto", "salami", "corned beef", "pastrami":
			p.prep = "" // deli slices are laid in whole, not chopped
		case "sauerkraut":
			p.prep = "drained and squeezed dry" // wet, it steams the bread soggy
		}
	}
	herbs := d.where(func(p *part) bool { return p.role == RoleHerb })
	fat := d.fatName()
	how := fmt.Sprintf("Spread one side of each %s slice thinly with the %s and lay half of them, %s side down, on the board", bread.name(), fat, fat)
	closeUp := fmt.Sprintf("then close with the other slices, %s side up", fat)
	if n == 1 {
		// Two slices are one and the other, not halves of a pile.
		how = fmt.Sprintf("Spread one side of both %s slices thinly with the %s and lay one, %s side down, on the board", bread.name(), fat, fat)
		closeUp = fmt.Sprintf("then close with the other, %s side up", fat)
	}
	if _, sliced := bread.in.UnitGrams("slice"); !sliced {
		how = fmt.Sprintf("Cut the %s into %d lengths and split each open; brush the outsides with the %s", bread.name(), n, fat)
	}
	layers := []string{}
	if len(spreads) > 0 {
		layers = append(layers, "spread the "+plurals(spreads)+" on top")
	}
	if len(inside) > 0 {
		layers = append(layers, "spoon on the "+inside[0].name()+" mixture")
	}
	filling := append(append(append([]*part{}, cheese...), extras...), herbs...)
	if len(filling) > 0 {
		layers = append(layers, "cover with the "+plurals(filling))
	}
	ready := ""
	if t := prepTasks(d.where(func(p *part) bool { return p.prep != "" && !contains(inside, p) })); t != "" {
		ready = upperFirst(t) + ". "
	}
	if strings.HasPrefix(how, "Cut") {
		layers = append([]string{"open them out"}, layers...)
		closeUp = "then close them"
	}
	d.step(2+d.prepMinutes(filling)/2, "Put a large nonstick skillet over medium-low heat to warm. %s%s; %s, %s.", ready, how, strings.Join(layers, ", "), closeUp)
	rounds := batches(n, 2)
	at := "two sandwiches at a time"
	if n == 1 {
		at = "the sandwich" // one sandwich is no batch
	}
	d.step(6*rounds, "Cook %s in the skillet, with the lid on for the first side, until deep golden underneath and the cheese is melting, about 3 minutes; flip, press gently with the spatula and cook 2–3 minutes more.", at)
	d.step(1, "Rest a minute so the cheese sets a little, then cut in half on the diagonal.")
	d.mentionLeftovers()
}

// toastKind is how the topping of a toast is made, from what it is.
func (d *dish) toastTopping() (main *part, kind string) {
	for _, k := range []struct{ name, kind string }{{"avocado", "mash"}, {"baked beans", "heat"}, {"mushroom", "saute"},
		{"shiitake mushroom", "saute"}, {"smoked salmon", "layer"}, {"tomato", "tomato"}, {"cherry tomato", "tomato"}} {
		if p := d.find(k.name); p != nil {
			return p, k.kind
		}
	}
	if sp := d.spreads(); len(sp) > 0 {
		return sp[0], "spread"
	}
	return nil, "butter"
}

func writeToast(d *dish) {
	bread := d.starch
	top, kind := d.toastTopping()
	garlic := d.find("garlic")
	rub := ""
	if garlic != nil && kind != "saute" {
		garlic.prep = "halved"
		rub = fmt.Sprintf(", then rub each slice with the cut side of the %s", garlic.name())
	}
	if kind == "tomato" {
		top.prep = "halved"
		if d.find("basil") != nil || top.in.Name == "cherry tomato" {
			top.prep = "finely diced"
		}
	}
	if kind == "saute" && garlic != nil {
		garlic.prep = "thinly sliced"
	}
	egg := d.eggPart()
	oil := d.fat
	// A solid fat (the cook's butter) is spread on the toast first, never drizzled.
	buttered := oil != nil && solidFats[oil.in.Name] && kind != "saute"
	used := []*part{bread, garlic, oil, egg}
	// A lemon that is not mashed or mixed in goes to the table in wedges, for each to
	// squeeze over: half a lemon's juice poured over one bagel is a sour bagel.
	var wedges []*part
	if kind != "mash" && kind != "tomato" {
		wedges = d.where(func(p *part) bool { return citrus[p.in.Name] && p.in.Category == "produce" && p != top })
	}
	for _, p := range wedges {
		d.servedInWedges(p)
	}
	used = append(used, wedges...)
	toast := fmt.Sprintf("Toast the %s until golden and crisp at the edges, 2–3 minutes%s.", bread.name(), rub)
	noun := "toasted " + bread.name() // what the toppings go onto: named, so a swap of the bread renames it
	if bread.in.Name == "baguette" {
		// A long loaf is sliced before it is toasted: "toast the baguette" is not a step.
		slices := int(math.Max(2, math.Round(d.servings*2)))
		toast = fmt.Sprintf("Cut the %s on a slight diagonal into about %d slices, 1.5 cm (5/8 in) thick, and toast them until golden and crisp at the edges, 2–3 minutes%s.", bread.name(), slices, rub)
	}
	if split := bread.in.Name == "bagel" || bread.in.Name == "english muffin"; split {
		noun = "toasted " + bread.in.Name + " halves"
		toast = fmt.Sprintf("Split the %s and toast the halves until golden and crisp at the edges, 2–3 minutes%s.", pluralIf(bread.name(), count(bread)), rub)
	}
	switch kind {
	case "saute":
		later := d.prepFirst([]*part{top})
		with := d.where(func(p *part) bool { return p.role == RoleHerb && p.in.Name != "parsley" || p.in.Name == "garlic" })
		last := "season"
		if len(with) > 0 {
			last = "add the " + plurals(with) + " for the last minute and season"
		}
		d.step(7, "Heat the %s in a skillet over medium-high heat and cook the %s without stirring for 2 minutes, then stir until golden and their juices have cooked off, about 5 minutes; %s.%s",
			d.fatName(), plurals([]*part{top}), last, meanwhile(later, lowerFirst(strings.TrimSuffix(toast, "."))))
		used = append(used, with...)
	case "heat":
		d.step(4, "Warm the %s in a small pan over medium heat, stirring, until bubbling, 3–4 minutes. Meanwhile, %s", top.name(), lowerFirst(toast))
	default:
		d.step(3, "%s%s", toast, meanwhile(d.prepLater(), ""))
	}
	switch kind {
	case "mash":
		with := d.where(func(p *part) bool { return p.role == RoleAcid || p.in.Name == "lemon" || p.in.Name == "lime" })
		d.step(1, "Mash the %s roughly with a fork with %s.", top.name(), theAnd(with, "a pinch of salt"))
		used = append(used, with...)
	case "tomato":
		if top.prep == "finely diced" {
			mix := d.where(func(p *part) bool { return p.role == RoleHerb || p.role == RoleAcid || p.in.Name == "balsamic vinegar" })
			oilHalf := " and half the " + oilName(oil)
			if buttered {
				oilHalf = "" // the butter goes on the toast, not into the tomatoes
			}
			d.step(1, "Mix the %s with %s.", plurals([]*part{top}), theAnd(mix, "a pinch of salt"+oilHalf))
			used = append(used, mix...)
		} else {
			d.step(2, "Grate the cut sides of the %s on a box grater into a bowl, leaving the skins behind; season the pulp with salt.", plurals([]*part{top}))
		}
	}
	used = append(used, top)
	if egg != nil {
		d.step(3, "Fry the %s in a little of the %s in a nonstick pan until the whites are set and the yolks still soft, about 3 minutes.", pluralIf(egg.name(), count(egg)), oilName(oil))
	}
	rest := d.where(func(p *part) bool { return !contains(used, p) && p.role != RoleSpice })
	// No fat of the dish's own: the pantry's butter is spread, else the toppings go on the dry toast.
	spread := d.find("butter")
	if oil != nil || kind != "butter" {
		spread = nil
	}
	rest = without(rest, spread)
	d.size(spread, 8) // a thin scrape on each slice
	sweet := sweetToast(append(rest, top))
	// A soft cheese is spread on the bread first, under the smoked salmon, not dolloped on top.
	soft := d.where(func(p *part) bool {
		return contains(rest, p) && (p.in.Name == "cream cheese" || p.in.Name == "ricotta" || p.in.Name == "mascarpone" || p.in.Name == "labneh")
	})
	var b strings.Builder
	switch {
	case len(soft) > 0 && kind == "layer":
		rest = withoutParts(rest, soft)
		fmt.Fprintf(&b, "Spread the toast with the %s and lay the %s over", plurals(soft), plurals([]*part{top}))
	case kind == "butter" && oil == nil:
		if spread != nil {
			fmt.Fprintf(&b, "Spread the toast with the %s", spread.name())
		} else if len(rest) > 0 {
			fmt.Fprintf(&b, "Top the toast with the %s", plurals(rest))
			rest = nil
		} else {
			b.WriteString("Serve the toast")
		}
	case kind == "butter":
		fmt.Fprintf(&b, "Spread the toast with the %s", oilName(oil))
	case kind == "spread":
		fmt.Fprintf(&b, "Spread the toast with the %s", top.name())
	case kind == "tomato" && top.prep == "halved":
		b.WriteString("Spoon the tomato pulp over the toast")
	default:
		fmt.Fprintf(&b, "Pile the %s onto the toast", plurals([]*part{top}))
	}
	if len(rest) > 0 {
		fmt.Fprintf(&b, ", then top with the %s", plurals(rest))
	}
	if egg != nil {
		b.WriteString(" and the fried egg")
	}
	if oil != nil && kind != "saute" && kind != "butter" && !buttered {
		fmt.Fprintf(&b, "; drizzle with the %s", oilName(oil))
	}
	if buttered && kind != "butter" {
		rest := strings.Replace(lowerFirst(b.String()), " onto the toast", " on top", 1)
		join := "; "
		if after, ok := strings.CutPrefix(rest, "spread the toast with the "); ok {
			rest, join = "the "+after, ", then "
		}
		b.Reset()
		fmt.Fprintf(&b, "Spread the toast with the %s%s%s", oil.name(), join, rest)
	}
	squeeze := "."
	if len(wedges) > 0 {
		squeeze = fmt.Sprintf(", with the %s wedges to squeeze over.", plurals(wedges))
	}
	if sweet {
		// Peanut butter and banana, jam, honey: no salt and pepper on a sweet toast.
		d.drop("salt")
		d.drop("black pepper")
		if c := d.find("cinnamon"); c != nil {
			fmt.Fprintf(&b, ", dust with the %s", c.name())
		}
		b.WriteString(" and eat while the toast is warm" + squeeze)
	} else {
		b.WriteString(", season with salt and pepper and eat while the toast is warm" + squeeze)
	}
	text := b.String()
	if noun != "toast" {
		text = strings.ReplaceAll(text, "eat while the toast is warm", "eat while it is warm")
		text = strings.ReplaceAll(strings.ReplaceAll(text, "onto the toast", "onto the "+noun), "the toast ", "the "+noun+" ")
	}
	d.step(1, "%s", text)
	d.mentionLeftovers()
}

func oilName(p *part) string {
	if p == nil {
		return "olive oil"
	}
	return p.name()
}

func without(list []*part, p *part) []*part {
	out := list[:0:0]
	for _, x := range list {
		if x != p {
			out = append(out, x)
		}
	}
	return out
}

// theAnd is "the <parts> and <rest>", or rest alone when there are no parts.
func theAnd(parts []*part, rest string) string {
	if len(parts) == 0 {
		return rest
	}
	return "the " + plurals(parts) + " and " + rest
}

// sweetToast reports whether a toast's toppings make it sweet: fruit, a sweetener or a
// sweet spread, and nothing savoury (an egg, a tomato, a fish) beside them.
func sweetToast(parts []*part) bool {
	sweet := false
	for _, p := range parts {
		if p == nil || p.role == RoleSpice {
			continue
		}
		switch n := p.in.Name; {
		case p.role == RoleFruit || p.in.Is(RoleFruit) && p.in.Category == "produce" && n != "avocado" && n != "tomato" && n != "cherry tomato",
			p.in.Category == "sweeteners", n == "peanut butter", n == "almond butter", n == "chocolate hazelnut spread":
			sweet = true
		default:
			return false
		}
	}
	return sweet
}
