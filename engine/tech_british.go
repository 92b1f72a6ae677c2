package engine

import "fmt"

// Toad in the hole: sausages browned in a smoking-hot tin of oil, a batter of flour,
// eggs and milk poured round them and baked in a hot oven until it climbs the tin,
// crisp at the edges and soft underneath. The batter rests while the sausages brown;
// the oven door stays shut until it has risen.

func init() {
	ownNeeds["toad in the hole"] = [][]string{{"egg"}}
	registerOwn(&form{name: "toad in the hole", title: "Toad in the Hole", minMinutes: 45, simple: true, saltFactor: 0.2,
		method: "roast", equipment: []string{"mixing bowl", "whisk", "jug", "roasting tin (about 20 x 30 cm / 8 x 12 in)"},
		write: writeToadInTheHole})
}

func writeToadInTheHole(d *dish) {
	flour, sausages := d.starch, d.protein
	eggs, milk := d.find("egg"), d.find(custardMilks...)
	if flour == nil || sausages == nil || eggs == nil {
		return
	}
	sausages.prep = "" // whole links
	d.size(d.fat, 7)   // enough to coat the tin and fizz round the batter
	onion := d.find("onion", "red onion")
	if onion != nil {
		onion.prep = "cut into thin wedges"
		d.size(onion, 40)
	}
	herbs := d.where(func(p *part) bool { return p.in.Name == "thyme" || p.in.Name == "rosemary" })
	for _, h := range herbs {
		h.prep = "leaves picked"
		d.size(h, 0.5)
	}
	mustard := d.find("dijon mustard", "yellow mustard")
	d.size(mustard, 3)
	into := []*part{eggs}
	if milk != nil {
		into = append(into, milk)
	}
	if mustard != nil {
		into = append(into, mustard)
	}
	stir := ""
	if len(herbs) > 0 {
		stir = ", then stir in the " + plurals(herbs)
	}
	d.prepStep = len(d.steps)
	d.step(6, "Heat the oven to 220°C (425°F). Whisk the %s with a good pinch of salt and pepper in a bowl, make a well and whisk in the %s a little at a time to a smooth batter as thick as double cream%s; pour it into a jug and let it rest while the sausages brown.%s",
		flour.name(), plurals(into), stir, meanwhile(d.prepLater(), ""))
	in := "sausages" // every main it takes is a sausage
	if onion != nil {
		in += " and " + onion.name()
	}
	d.step(15, "Put the %s in the roasting tin, add the %s, turn to coat and roast until the sausages are browned on top and the fat is smoking hot, about 15 minutes.", d.fatName(), in)
	d.step(28, "Working quickly, take the tin out, pour the batter round the sausages (it should sizzle) and return it to the top of the oven at once. Bake until risen high round the edges, puffed and deep golden, 25–30 minutes; keep the oven door shut for the first 20 minutes or it sinks.")
	serve := "Serve straight from the tin while it is still puffed."
	if gravy := d.find("gravy granules"); gravy != nil {
		d.size(gravy, 6)
		d.equipment = append(d.equipment, "kettle", "small saucepan")
		serve = fmt.Sprintf("Meanwhile, make up the %s with about %.0f ml of boiling water from the kettle in a small saucepan, stirring until it thickens. Serve the toad in the hole straight from the tin while it is still puffed, with the gravy poured over at the table.",
			gravy.name(), d.servings*80)
	}
	d.step(2, "%s", serve)
	d.mentionLeftovers()
}
