package engine

// The parts a simmered pot (a curry, a stew) is made of: its yoghurt finish, wine,
// second meat, fruit and nuts, beans, and the vegetables parted by how long they take.

import (
	"fmt"
	"strings"
)

// finishCurry seasons a curry off the heat, stirring in its yoghurt ("the " or "the
// rest of the ") once the bubbling stops, and serves it with its starch.
func (d *dish) finishCurry(curd []*part, rest string) {
	if len(curd) > 0 {
		d.step(1, "Off the heat, let the bubbling stop, then stir in %s%s a spoonful at a time (boiled, it splits); %s.", rest, partNames(curd), d.finishText())
	} else {
		d.step(1, "Off the heat, %s.", d.finishText())
	}
	serve := "Serve"
	if d.starch != nil {
		serve += " with the " + d.starch.name()
	}
	d.step(1, "%s.%s", serve, d.toppings())
}

// splitsWhenBoiled is a cultured dairy (yoghurt, buttermilk) that curdles in a boiling
// sauce: it goes in off the heat.
func splitsWhenBoiled(in *Ingredient) bool {
	return strings.Contains(in.Name, "yogurt") || in.Name == "buttermilk" || in.Name == "labneh" || in.Name == "kefir"
}

// curdMarinade marinates a raw main in half the yoghurt with a little of the spice, as a
// tikka is, and reports whether it did: a chicken tikka masala without it is a tomato curry.
func (d *dish) curdMarinade(curd []*part) bool {
	p := d.protein
	if len(curd) == 0 || p == nil || cookedAlready(p.in) || d.longBraise() ||
		!(p.in.Category == "meat" || p.in.Category == "poultry") {
		return false
	}
	if d.quick {
		return true // in a hurry it is turned in the yoghurt as it goes into the pan
	}
	d.step(2, "Stir half the %s with a good pinch of salt%s in a bowl, turn the %s in it to coat and leave to marinate while you start the sauce (10 minutes, or up to a day in the fridge).",
		partNames(curd), d.pinchOfSpice(), p.name())
	return true
}

// pinchOfSpice is " and a pinch of the garam masala": the first of the dish's spices
// for a marinade, or "".
func (d *dish) pinchOfSpice() string {
	if s := d.realSpices(); len(s) > 0 {
		return fmt.Sprintf(" and a pinch of the %s", s[0].name())
	}
	return ""
}

// splitWine parts a pot's liquids into its wine, if any, and the rest.
func splitWine(liquids []*part) (wine *part, rest []*part) {
	for _, l := range liquids {
		if wine == nil && (l.in.Name == "white wine" || l.in.Name == "red wine") {
			wine = l
		} else {
			rest = append(rest, l)
		}
	}
	return wine, rest
}

// simmerWith puts a second meat browned before the dish (the turkey beside a chili's
// beef) into the sauce to simmer with the rest, not stirred in at the end: " and the
// ground turkey", or "".
func (d *dish) simmerWith() string {
	return d.simmerBack(func(p *part) bool { return (p.in.Category == "meat" || p.in.Category == "poultry") && !isCured(p.in) })
}

// simmerBack names the browned parts that keep goes back into the pot with, once each:
// " and the ground turkey", or "".
func (d *dish) simmerBack(keep func(p *part) bool) string {
	var in []*part
	for _, p := range d.precook {
		if keep(p) && !d.simmered[p] {
			in = append(in, p)
		}
	}
	if len(in) == 0 {
		return ""
	}
	return " and " + d.markSimmered(in)
}

// markSimmered records that the parts go into the simmer, so no later step adds them
// again, and names them: "the kidney beans".
func (d *dish) markSimmered(in []*part) string {
	if d.simmered == nil {
		d.simmered = map[*part]bool{}
	}
	for _, p := range in {
		d.simmered[p] = true
	}
	return "the " + partNames(in)
}

// potFruitAndNuts readies a simmered pot's extras as a cook does: dried fruit (a
// tagine's apricots) simmers in the sauce, named in fruit ("the dried apricots"), and
// nuts are toasted dry and scattered over at the end, not stewed soft; toast is the
// sentence that toasts them, or "".
func (d *dish) potFruitAndNuts() (fruit, toast string) {
	var dried, nuts []*part
	for _, e := range d.extras {
		switch {
		case d.simmered[e]:
		case e.in.Is(RoleFruit) && e.in.Category == "snacks":
			dried = append(dried, e)
		case e.in.Category == "nuts-seeds" && !strings.Contains(e.in.Name, "butter") && e.role != RoleGarnish:
			nuts = append(nuts, e)
		}
	}
	if d.simmered == nil {
		d.simmered = map[*part]bool{}
	}
	for _, p := range dried {
		d.simmered[p] = true
	}
	if len(dried) > 0 {
		fruit = "the " + partNames(dried)
	}
	for _, p := range nuts {
		p.role = RoleGarnish // on top, crisp
	}
	if len(nuts) > 0 {
		toast = fmt.Sprintf("toast the %s in a dry frying pan over medium heat, shaking often, until golden, 3–4 minutes", partNames(nuts))
	}
	return fruit, toast
}

// toastWhile toasts the nuts during the longest step from index from on (the simmer).
func (d *dish) toastWhile(toast string, from int) {
	if toast == "" || from >= len(d.steps) {
		return
	}
	at := from
	for i := from; i < len(d.steps); i++ {
		if d.steps[i].Minutes > d.steps[at].Minutes {
			at = i
		}
	}
	lead := " Meanwhile, "
	if strings.Contains(d.steps[at].Text, "Meanwhile") {
		lead = " Also "
	}
	d.steps[at].Text += lead + toast + "."
}

// simmerBeans puts beans that came along as an extra into the simmer (a chili's kidney
// beans with its beef), not stirred in for the last minutes: "the kidney beans", or "".
func (d *dish) simmerBeans() string {
	var in []*part
	for _, p := range d.stirIns() {
		if p.role == RoleProtein && (p.in.Category == "legumes" || p.in.Has(FactLegume)) && p.in.Name != "tofu" && p.in.Name != "tempeh" {
			in = append(in, p)
		}
	}
	if len(in) == 0 {
		return ""
	}
	return d.markSimmered(in)
}

// simmerDoneness is how a protein is done in a simmering liquid: cooked through, not
// "browned" (it browned before it went in).
func simmerDoneness(in *Ingredient) string {
	t := doneness(in)
	switch {
	case strings.Contains(t, "golden") || strings.Contains(t, "crisp") || curedSausage[in.Name] != "":
		return "heated through" // tofu poached in broth never turns golden, nor chorizo sizzles
	case strings.Contains(t, "juices have cooked off") || strings.Contains(t, "browned in spots"):
		return "tender"
	}
	t = strings.Replace(t, "browned and ", "", 1)
	return strings.Replace(t, "browned outside", "cooked", 1)
}

// longBraise reports whether the dish's protein is a braising cut in pieces (lamb
// shoulder, beef chuck, pork shoulder), which simmers for its own long time.
func (d *dish) longBraise() bool {
	p := d.protein
	return p != nil && braiseMinutes(p.in) >= 60 && !strings.Contains(p.prep, "thinly sliced") && !strings.HasPrefix(p.in.Name, "ground ")
}

// splitForSimmer parts the vegetables of a simmered dish: roots simmer from the start,
// everything else goes in for the last minutes, as many as the slowest of them takes
// in the vegetable table (8 for cauliflower, 4 for chard), so nothing turns to mush.
// Tender greens count for nothing here: they wilt after.
func splitForSimmer(vegs []*part) (long, late []*part, lateMinutes int) {
	lateMinutes = 3
	for _, v := range vegs {
		if hardness(v.in) >= 3 {
			long = append(long, v)
			continue
		}
		late = append(late, v)
		if !wilts(v.in) {
			lateMinutes = max(lateMinutes, min(vegMinutesCut(v.in, "simmer", v.prep), 10))
		}
	}
	return long, late, lateMinutes
}

func splitByHardness(vegs []*part) (hard, soft []*part) {
	for _, v := range vegs {
		if hardness(v.in) >= 2 {
			hard = append(hard, v)
		} else {
			soft = append(soft, v)
		}
	}
	return hard, soft
}

// splitRoux takes a Japanese curry roux out of a curry's sauces: it thickens the pot in
// its last minutes, never simmers from the start.
func splitRoux(sauces []*part) (roux *part, rest []*part) {
	for _, s := range sauces {
		if roux == nil && s.in.Name == "japanese curry roux" {
			roux = s
		} else {
			rest = append(rest, s)
		}
	}
	return roux, rest
}
